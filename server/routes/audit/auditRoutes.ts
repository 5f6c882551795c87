import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../auth/requireRole';
import { auditLog } from '../../db/schema/trail';
import { principalOf } from '../../http/accessControl';
import { listQuery } from '../../http/queryParams';

const TARGET_ROLE = { account: 'VIEW_ACCOUNTS', group: 'VIEW_GROUPS' } as const;

const filter = z
  .object({ target: z.string().regex(/^(account|group):\d+$/, 'Expected account:<id> or group:<id>') })
  .strict();

const query = listQuery(filter, ['at', 'id']).required({ filter: true });

/** GET /audit: one record's history, newest first by default; reading it needs the right to view the record. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/audit',
    {
      schema: { querystring: query },
      config: {
        access: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'],
        sample: () => ({ query: { filter: JSON.stringify({ target: 'account:1' }) } }),
      },
    },
    async (request) => {
      const params = request.query as z.infer<typeof query>;
      const { target } = params.filter;
      requireRole(principalOf(request), TARGET_ROLE[target.split(':')[0] as keyof typeof TARGET_ROLE]);
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
