import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z, ZodError } from 'zod';
import { authenticateToken } from '../auth/authenticateToken';
import { allows } from '../http/allows';
import { ApiError, lacksRole, notFound, validationError } from '../http/ApiError';
import { inputError } from '../http/inputError';
import { toErrorBody } from '../http/toErrorBody';
import { fieldsOf } from '../http/zodValidatorCompiler';
import type { RequestReply } from './RealtimeEvents';
import type { RealtimeRoute } from './RealtimeRoute';
import type { RealtimeSocket } from './SocketSession';

const envelopeSchema = z
  .object({
    method: z.string('Required').max(10),
    path: z.string('Required').max(200),
    token: z.string().max(10_000).optional(),
    payload: z.unknown().optional(),
  })
  .strict();

function replyOf(error: unknown, log: FastifyBaseLogger): RequestReply {
  if (error instanceof ZodError) error = validationError(fieldsOf(error, 'payload'));
  if (!(error instanceof ApiError)) log.error({ err: error }, 'socket request failed');
  const body = toErrorBody(error instanceof Error ? error : new Error(String(error)));
  return { status: body.statusCode, error: body };
}

async function run(
  app: FastifyInstance,
  routes: readonly RealtimeRoute[],
  socket: RealtimeSocket,
  sessionToken: string,
  envelope: unknown,
): Promise<unknown> {
  const parsed = envelopeSchema.safeParse(envelope);
  if (!parsed.success) throw validationError(fieldsOf(parsed.error, 'request'));
  const { method, path, token, payload } = parsed.data;
  const unstorable = inputError(payload, 'payload');
  if (unstorable) throw unstorable;
  const principal = await authenticateToken(app.db, app.config, token ?? sessionToken);
  // The message may carry a newer token of the same sign-in; the socket's own must still stand as well.
  if (token !== undefined && token !== sessionToken)
    await authenticateToken(app.db, app.config, sessionToken);
  const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw notFound(`The socket path ${method} ${path}`);
  if (!allows(route.access, principal)) throw lacksRole();
  const input = route.payload.parse(payload);
  return route.handle({ principal, socket, payload: input });
}

/**
 * Answers one `request` event: checks the envelope, the token it carries and the socket's, the route and
 * its role, then the payload; every outcome is a reply with a status, errors in the API's one error shape
 * (401 when either token no longer stands: the caller then ends the socket).
 *
 * @example
 * socket.on('request', async (envelope, ack) => ack(await answerRequest(app, routes, socket, token, envelope)));
 */
export async function answerRequest(
  app: FastifyInstance,
  routes: readonly RealtimeRoute[],
  socket: RealtimeSocket,
  sessionToken: string,
  envelope: unknown,
): Promise<RequestReply> {
  try {
    return { status: 200, data: await run(app, routes, socket, sessionToken, envelope) };
  } catch (error) {
    return replyOf(error, app.log);
  }
}
