import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ALL_ROLES, type Role } from '../../../src/auth/roles';
import { escapeLike } from '../../db/escapeLike';
import { accountGroups, accounts, groups } from '../../db/schema/staff';
import { idsParam, intParam, listQuery } from '../../http/queryParams';
import { accountRecords } from './accountRecords';

const filter = z
  .object({
    q: z.string().trim().max(200).optional(),
    group: intParam().optional(),
    role: z.enum(ALL_ROLES as [Role, ...Role[]]).optional(),
    id: idsParam().optional(),
  })
  .strict();

const query = listQuery(filter, ['id', 'username', 'email', 'createdAt']);

const SORT_COLUMNS = {
  id: accounts.id,
  username: sql`lower(${accounts.username})`,
  email: sql`lower(${accounts.email})`,
  createdAt: accounts.createdAt,
};

function conditions(app: FastifyInstance, wanted: z.infer<typeof filter> = {}): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (wanted.q) {
    const pattern = `%${escapeLike(wanted.q.toLowerCase())}%`;
    parts.push(
      or(sql`lower(${accounts.username}) like ${pattern}`, sql`lower(${accounts.email}) like ${pattern}`),
    );
  }
  if (wanted.group !== undefined) {
    const inGroup = app.db
      .select({ one: sql`1` })
      .from(accountGroups)
      .where(and(eq(accountGroups.accountId, accounts.id), eq(accountGroups.groupId, wanted.group)));
    parts.push(exists(inGroup));
  }
  if (wanted.role) {
    const viaGroup = app.db
      .select({ one: sql`1` })
      .from(accountGroups)
      .innerJoin(groups, eq(groups.id, accountGroups.groupId))
      .where(
        and(eq(accountGroups.accountId, accounts.id), sql`${groups.roles} @> array[${wanted.role}]::text[]`),
      );
    parts.push(or(sql`${accounts.roles} @> array[${wanted.role}]::text[]`, exists(viaGroup)));
  }
  if (wanted.id) parts.push(inArray(accounts.id, wanted.id));
  return and(...parts);
}

/** GET /login/accounts: a page of staff accounts, filtered by text, group or (effective) role. */
export function listAccountsRoute(app: FastifyInstance): void {
  app.get(
    '/login/accounts',
    { schema: { querystring: query }, config: { access: 'VIEW_ACCOUNTS' } },
    async (request) => {
      const params = request.query as z.infer<typeof query>;
      const where = conditions(app, params.filter);
      const column = SORT_COLUMNS[params.sort ?? 'username'];
      const direction = params.order === 'DESC' ? desc : asc;
      const rows = await app.db
        .select()
        .from(accounts)
        .where(where)
        .orderBy(direction(column), direction(accounts.id))
        .limit(params.perPage)
        .offset((params.page - 1) * params.perPage);
      const [total] = await app.db.select({ n: count() }).from(accounts).where(where);
      return { data: await accountRecords(app.db, rows), total: total?.n ?? 0 };
    },
  );
}
