import { lookup } from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillPostbackMacros, SAMPLE_MACRO_VALUES } from '../../../contract/postbacks/postbackMacros';
import { postbackTestAnswer } from '../../../contract/postbacks/postbackTestAnswer';
import { postbackLog, postbacks } from '../../db/schema/postbacks';
import { partners } from '../../db/schema/platform';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { PostbackRefused, sendPostback, type SendSettings } from '../../postbacks/sendPostback';
import { writeAudit } from '../../trail/writeAudit';

const echo = z.object({
  received: z.literal(true),
  method: z.string(),
  query: z.record(z.string(), z.unknown()),
  body: z.unknown(),
});

/**
 * How postbacks are sent: the allow-list from the configuration, the timeout and the answer's size cap from System
 * configuration (read for each send, so a change applies to the next one), the first 2 KB shown.
 */
export async function sendSettings(app: FastifyInstance): Promise<SendSettings> {
  return {
    resolve: async (host) => lookup(host, { all: true, verbatim: true }),
    allowHosts: app.config.postbackAllowHosts,
    timeoutMs: await app.settings.get('postbacks.timeout'),
    maxBytes: await app.settings.get('postbacks.maxAnswerBytes'),
    shownBytes: 2048,
  };
}

/**
 * The postback calls that are no CRUD (docs/API.md#postbacks): 'Send a test' (the postback's URL filled with
 * sample values, sent by sendPostback, logged and audited) and the demo receiver that answers it under
 * `npm start`. The postbacks and their log are the resources' calls.
 */
export async function postbackRoutes(
  app: FastifyInstance,
  options: { settings?: (app: FastifyInstance) => Promise<SendSettings> },
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/partners/postbacks/:id/test',
    {
      schema: {
        params: idParams,
        body: z.object({}).strict().optional(),
        response: { 200: postbackTestAnswer },
      },
      config: {
        access: 'EDIT_PHX_AFFILIATES',
        sample: () => ({ url: '/api/partners/postbacks/1/test', body: {} }),
      },
    },
    async (request) => {
      const actor = principalOf(request);
      const { id } = request.params;
      const [postback] = await app.db
        .select({
          url: postbacks.url,
          method: postbacks.method,
          event: postbacks.event,
          partnerCode: partners.partnerCode,
        })
        .from(postbacks)
        .innerJoin(partners, eq(partners.id, postbacks.partner))
        .where(eq(postbacks.id, id));
      if (!postback) throw notFound(`Postback ${id}`);
      const values = { ...SAMPLE_MACRO_VALUES, event: postback.event, partner_code: postback.partnerCode };
      const method = postback.method === 'POST' ? 'POST' : 'GET';
      const url = fillPostbackMacros(postback.url, values);
      const settings = await (options.settings ?? sendSettings)(app);
      let exchange;
      try {
        exchange = await sendPostback(
          method,
          url,
          method === 'POST' ? JSON.stringify(values) : undefined,
          settings,
        );
      } catch (error) {
        if (!(error instanceof PostbackRefused)) throw error;
        throw new ApiError(422, 'VALIDATION', `Not sent: ${error.message}.`, {
          fields: { url: error.message },
        });
      }
      const sent = exchange;
      const log = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(postbackLog)
          .values({
            postback: id,
            method,
            url: sent.request.url,
            status: sent.response?.status ?? null,
            ms: sent.ms,
            error: sent.error ?? null,
            test: true,
          })
          .returning({ id: postbackLog.id });
        await writeAudit(tx, {
          actor: actor.account,
          action: 'postback.test',
          target: `postback:${id}`,
          save: actor.save,
          before: null,
          after: { url: sent.request.url, status: sent.response?.status ?? null, error: sent.error ?? null },
        });
        return row!.id;
      });
      return { log, ...sent };
    },
  );

  // The demo receiver: what a partner's tracker would be, so 'Send a test' works out of the box (the demo's
  // allow-list opens the server's own address). It only echoes what it was sent.
  for (const method of ['GET', 'POST'] as const) {
    typed.route({
      method,
      url: '/demo/postback-receiver',
      schema: {
        querystring: z.record(z.string(), z.string().max(2000)),
        response: { 200: echo },
      },
      config: { access: 'public' },
      handler: async (request) => ({
        received: true as const,
        method,
        query: request.query,
        body: request.body ?? null,
      }),
    });
  }
}
