import { and, asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeLike } from '../../db/escapeLike';
import { groups } from '../../db/schema/staff';
import { idsParam, listQuery } from '../../http/queryParams';
import { groupRecords } from './groupRecords';

const filter = z
  .object({
    q: z.string().trim().max(200).optional(),
    id: idsParam().optional(),
  })
  .strict();

const query = listQuery(filter, ['id', 'name', 'createdAt']);

const SORT_COLUMNS = { id: groups.id, name: sql`lower(${groups.name})`, createdAt: groups.createdAt };

function conditions(wanted: z.infer<typeof filter> = {}): SQL | undefined {
  const pattern = wanted.q ? `%${escapeLike(wanted.q.toLowerCase())}%` : undefined;
  return and(
    pattern ? sql`lower(${groups.name}) like ${pattern}` : undefined,
    wanted.id ? inArray(groups.id, wanted.id) : undefined,
  );
}

/** GET /groups: a page of groups, filtered by name. */
export function listGroupsRoute(app: FastifyInstance): void {
  app.get(
    '/groups',
    { schema: { querystring: query }, config: { access: 'VIEW_GROUPS' } },
    async (request) => {
      const params = request.query as z.infer<typeof query>;
      const where = conditions(params.filter);
      const direction = params.order === 'DESC' ? desc : asc;
      const rows = await app.db
        .select()
        .from(groups)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[params.sort ?? 'name']), direction(groups.id))
        .limit(params.perPage)
        .offset((params.page - 1) * params.perPage);
      const [total] = await app.db.select({ n: count() }).from(groups).where(where);
      return { data: await groupRecords(app.db, rows), total: total?.n ?? 0 };
    },
  );
}
