import { and, asc, countDistinct, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
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
import { mergeSave, type StoredEntry } from './mergeSave';
import { readableChanges } from './readableChanges';

/** Whose history is kept: each target's definition, whose fields' read roles the history keeps to as the record does. */
const AUDITED = new Map(
  registry.flatMap((definition) =>
    definition.auditTarget ? [[definition.auditTarget, definition] as const] : [],
  ),
);
/** Who may read a target's history: whoever may read the record. */
const TARGET_ACCESS = new Map(
  [...AUDITED].map(([target, definition]) => [target, operationAccess(definition).getOne] as const),
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
/** An entry's save: its `Save-Id` with its actor (so nobody joins another's save), or the entry alone. */
const SAVE = sql<string>`coalesce(${auditLog.saveId} || '/' || coalesce(${auditLog.actorId}::text, ''), ${auditLog.id}::text)`;
const FIRST_ID = sql`min(${auditLog.id})`;
const FIRST_AT = sql`min(${auditLog.at})`;

const pick = ({ id, at, actor, action, target, changes }: StoredEntry) => ({
  id,
  at,
  actor,
  action,
  target,
  changes,
});

const response = z.object({ data: z.array(entry), total: z.number().int() });

/**
 * GET /audit: one record's history, newest first by default, one entry per save (the record and its relations
 * written by one Save-Id read as one change); reading it needs the right to view the record.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: { querystring: query, response: { 200: response } },
      config: {
        access: ROUTE_ACCESS,
        sample: () => ({
          query: { filter: JSON.stringify({ target: `${TARGETS[0]}:1` }) },
          alsoNeeds: TARGET_ACCESS.get(TARGETS[0]!)!,
        }),
      },
    },
    async (request) => {
      const params = request.query;
      const { target } = params.filter;
      const kind = target.split(':')[0] ?? '';
      const access = TARGET_ACCESS.get(kind);
      const actor = principalOf(request);
      if (!access || !allows(access, actor)) throw lacksRole();
      const fields = AUDITED.get(kind)?.fields ?? [];
      const where = eq(auditLog.target, target);
      const direction = params.order === 'ASC' && params.sort ? asc : desc;
      const saves = await app.db
        .select({ key: SAVE })
        .from(auditLog)
        .where(where)
        .groupBy(SAVE)
        .orderBy(direction(params.sort === 'id' ? FIRST_ID : FIRST_AT), direction(FIRST_ID))
        .limit(params.perPage)
        .offset((params.page - 1) * params.perPage);
      const keys = saves.map((save) => save.key);
      const rows =
        keys.length === 0
          ? []
          : await app.db
              .select({ ...getTableColumns(auditLog), key: SAVE })
              .from(auditLog)
              .where(and(where, inArray(SAVE, keys)))
              .orderBy(asc(auditLog.id));
      const [total] = await app.db
        .select({ n: countDistinct(SAVE) })
        .from(auditLog)
        .where(where);
      return {
        data: keys.map((key) => {
          const entry = mergeSave(rows.filter((row) => row.key === key));
          const changes = readableChanges(fields, entry.changes, actor.roles);
          return { ...pick(entry), changes, at: new Date(entry.at).toISOString() };
        }),
        total: total?.n ?? 0,
      };
    },
  );
}
