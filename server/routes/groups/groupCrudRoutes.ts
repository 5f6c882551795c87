import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { groups } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { conflict } from '../../http/ApiError';
import { idParams, type IdParams } from '../../http/idParams';
import { intField } from '../../http/queryParams';
import { writeAudit } from '../../trail/writeAudit';
import { findGroup } from './findGroup';
import { assertGroupNameFree, groupDescriptionField, groupNameField } from './groupFields';

const createBody = z.object({ name: groupNameField, description: groupDescriptionField.optional() }).strict();
const updateBody = z
  .object({
    id: intField(),
    version: intField(),
    name: groupNameField.optional(),
    description: groupDescriptionField.optional(),
  })
  .strict();

/** GET /group/:id, POST /groups, PUT /groups (with `version`; stale → 409). */
export function groupCrudRoutes(app: FastifyInstance): void {
  app.get(
    '/group/:id',
    {
      schema: { params: idParams },
      config: { access: 'VIEW_GROUPS', sample: () => ({ url: '/api/group/1' }) },
    },
    async (request) => ({ data: await findGroup(app.db, (request.params as IdParams).id) }),
  );

  app.post(
    '/groups',
    {
      schema: { body: createBody },
      config: { access: 'CREATE_GROUPS', sample: () => ({ body: { name: 'Sample group' } }) },
    },
    async (request) => {
      const input = request.body as z.infer<typeof createBody>;
      const actor = principalOf(request);
      const created = await app.db.transaction(async (tx) => {
        await assertGroupNameFree(tx, input.name);
        const [row] = await tx.insert(groups).values(input).returning({ id: groups.id });
        const record = await findGroup(tx, (row as { id: number }).id);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'group.create',
          target: `group:${record.id}`,
          after: { ...record },
        });
        return record;
      });
      return { data: created };
    },
  );

  app.put(
    '/groups',
    {
      schema: { body: updateBody },
      config: {
        access: 'UPDATE_GROUPS',
        sample: () => ({ body: { id: 1, version: 1, description: 'Changed' } }),
      },
    },
    async (request) => {
      const { id, version, ...changes } = request.body as z.infer<typeof updateBody>;
      const actor = principalOf(request);
      const updated = await app.db.transaction(async (tx) => {
        const stored = await findGroup(tx, id, { forUpdate: true });
        if (stored.version !== version) throw conflict(stored);
        await assertGroupNameFree(tx, changes.name, id);
        await tx
          .update(groups)
          .set({ ...changes, version: sql`${groups.version} + 1` })
          .where(eq(groups.id, id));
        const record = await findGroup(tx, id);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'group.update',
          target: `group:${id}`,
          before: { ...stored },
          after: { ...record },
        });
        return record;
      });
      return { data: updated };
    },
  );
}
