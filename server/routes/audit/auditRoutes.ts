import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registry } from '../../../resources';
import { auditLog } from '../../db/schema/trail';
import { isRole } from '../../../contract/roles';
import type { Access } from '../../http/Access';
import { allows } from '../../http/allows';
import { principalOf } from '../../http/accessControl';
import { lacksRole } from '../../http/ApiError';
import { listQuery } from '../../http/queryParams';
import { operationAccess } from '../../resources/operationAccess';

/** Whose history is kept, and who may read it: whoever may read the record. */
const TARGET_ACCESS = new Map(
  registry.flatMap((definition) =>
    definition.auditTarget ? [[definition.auditTarget, operationAccess(definition).getOne] as const] : [],
  ),
);
/** Open targets first: the route needs no more than its most open target, and its sample reads one of those. */
const TARGETS = [...TARGET_ACCESS.keys()].sort(
  (a, b) => Number(TARGET_ACCESS.get(b) === 'signed-in') - Number(TARGET_ACCESS.get(a) === 'signed-in'),
);
const ROUTE_ACCESS: Access = TARGETS.some((target) => TARGET_ACCESS.get(target) === 'signed-in')
  ? 'signed-in'
  : [...new Set([...TARGET_ACCESS.values()].flat())].filter(isRole);

const filter = z
  .object({
    target: z
      .string()
      .regex(new RegExp(`^(${TARGETS.join('|')}):\\d+$`), `Expected one of ${TARGETS.join(', ')} with :<id>`),
  })
  .strict();

const query = listQuery(filter, ['at', 'id']).required({ filter: true });

const entry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
const response = z.object({ data: z.array(entry), total: z.number().int() });

/** GET /audit: one record's history, newest first by default; reading it needs the right to view the record. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: { querystring: query, response: { 200: response } },
      config: {
        access: ROUTE_ACCESS,
        sample: () => ({ query: { filter: JSON.stringify({ target: `${TARGETS[0]}:1` }) } }),
      },
    },
    async (request) => {
      const params = request.query;
      const { target } = params.filter;
      const access = TARGET_ACCESS.get(target.split(':')[0] ?? '');
      if (!access || !allows(access, principalOf(request))) throw lacksRole();
      const where = eq(auditLog.target, target);
      const direction = params.order === 'ASC' && params.sort ? asc : desc;
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(direction(params.sort === 'id' ? auditLog.id : auditLog.at), direction(auditLog.id))
        .limit(params.perPage)
        .offset((params.page - 1) * params.perPage);
      const [total] = await app.db.select({ n: count() }).from(auditLog).where(where);
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          actor: row.actor,
          action: row.action,
          target: row.target,
          changes: row.changes,
        })),
        total: total?.n ?? 0,
      };
    },
  );
}
