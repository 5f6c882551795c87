import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../../contract/actionBody';
import type { RecordAction } from '../../../contract/ResourceDefinition';
import unlistedPartnerCodes from '../../../resources/unlistedPartnerCodes';
import { principalOf } from '../../http/accessControl';
import { listQuery } from '../../http/queryParams';
import { accessOf } from '../../resources/operationAccess';
import { assignPartnerCode } from './assignPartnerCode';
import { listUnlistedCodes, UNLISTED_SORTS } from './listUnlistedCodes';

/** A partner code as it arrives in traffic: letters, digits, '-' and '_'. */
const CODE = /^[A-Za-z0-9_-]{1,40}$/;
/** A seeded code nobody owns: the sample the route walks assign. */
export const SAMPLE_UNLISTED_CODE = 'AFF-7731';

function declaredAssign(): RecordAction {
  const action = unlistedPartnerCodes.actions?.find((candidate) => candidate.name === 'assign');
  if (!action) throw new Error('unlistedPartnerCodes declares no assign action');
  return action;
}
const assign = declaredAssign();

const filter = z.object({ q: z.string().trim().max(40).optional() }).strict();
const query = listQuery(filter, UNLISTED_SORTS);
const codeRecord = z.object({
  id: z.string(),
  code: z.string(),
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
  visits: z.number().int(),
  signups: z.number().int(),
});

/**
 * The unknown traffic (docs/API.md#unknown-partner-codes): `GET /partners/unlisted` lists the partner codes no
 * partner owns with their figures, `POST /partners/unlisted/assign` gives one to a partner with its history
 * (EDIT_WSE_PARTNERS, audited on the partner; 409 naming the owner when someone owns it already).
 */
export async function unlistedCodeRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/partners/unlisted',
    {
      schema: {
        querystring: query,
        response: {
          200: z.object({ data: z.array(codeRecord), total: z.number().int(), moreThanTotal: z.boolean() }),
        },
      },
      config: {
        access: accessOf(unlistedPartnerCodes.access?.list),
        sample: () => ({ query: { filter: '{"q":"AFF"}' } }),
      },
    },
    async (request) => {
      const { page, perPage, sort, order, filter: wanted } = request.query;
      return listUnlistedCodes(app.db, {
        offset: (page - 1) * perPage,
        limit: perPage,
        // Without a sort asked for, the codes seen most recently come first.
        sort: sort ?? 'lastSeen',
        order: sort ? order : 'DESC',
        q: wanted?.q,
      });
    },
  );
  typed.post(
    assign.call.path,
    {
      schema: {
        body: actionBody(assign).extend({
          code: z.string().regex(CODE, 'Expected a partner code: letters, digits, - and _'),
        }),
        response: {
          200: z.object({
            id: z.string(),
            code: z.string(),
            partner: z.number().int(),
            days: z.number().int(),
            visits: z.number().int(),
            signups: z.number().int(),
          }),
        },
      },
      config: {
        access: accessOf(assign.role),
        sample: () => ({
          body: { code: SAMPLE_UNLISTED_CODE, partner: 1 },
        }),
      },
    },
    async (request) => {
      const { code, partner } = request.body as { code: string; partner: number };
      return { id: code, ...(await assignPartnerCode(app.db, principalOf(request), code, partner)) };
    },
  );
}
