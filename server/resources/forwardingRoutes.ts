import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../http/accessControl';
import { allows } from '../http/allows';
import { ApiError, lacksRole, validationError } from '../http/ApiError';
import { idParams } from '../http/idParams';
import type { ForwardedCall } from './forwardedCalls';

const params = z.object({ api: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Expected an api name') }).strict();
const body = z
  .object({
    route: z.string().min(1).max(300).startsWith('/', 'Expected a route such as /studios'),
    payload: z.unknown().optional(),
  })
  .strict();

function matcher(call: ForwardedCall): (route: string) => { id: string | undefined } | undefined {
  const pattern = new RegExp(
    `^${call.route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '([^/]+)')}$`,
  );
  return (route) => {
    const match = pattern.exec(route);
    return match ? { id: match[1] } : undefined;
  };
}

/**
 * `POST|PUT /forwarding/{api}` (docs/product.md#calls): a call carrying `route` and `payload`, answered by
 * the forwarded call that declares that method, api and route, with its own role and payload rules. Each
 * forwarded call also enters the route table, so the authorization walk and the bad-input properties cover it
 * like any route.
 *
 * @example
 * serveForwarding(app, [...forwardedCalls(studios, ops)]);
 */
export function serveForwarding(app: FastifyInstance, calls: readonly ForwardedCall[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const matchers = calls.map((call) => ({ call, match: matcher(call) }));
  for (const method of ['POST', 'PUT'] as const) {
    typed.route({
      method,
      url: '/forwarding/:api',
      schema: { params, body },
      config: { access: 'signed-in' },
      handler: async (request) => {
        const { api } = request.params;
        const { route, payload } = request.body;
        const found = matchers
          .filter(({ call }) => call.method === method && call.api === api)
          .map(({ call, match }) => ({ call, hit: match(route) }))
          .find(({ hit }) => hit);
        if (!found?.hit) throw new ApiError(404, 'NOT_FOUND', `No forwarded call ${method} ${api} ${route}.`);
        const actor = principalOf(request);
        if (!allows(found.call.access, actor)) throw lacksRole();
        const id = found.hit.id === undefined ? undefined : idParams.safeParse({ id: found.hit.id });
        if (id && !id.success) throw validationError({ route: 'Expected a record id in the route' });
        return found.call.handle(payload, id?.data.id, actor);
      },
    });
  }
  for (const call of calls) {
    app.routeTable.push({
      method: call.method,
      url: `${app.prefix}/forwarding/${call.api}`,
      access: call.access,
      sample: call.sample,
    });
  }
}
