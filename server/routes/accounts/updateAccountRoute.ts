import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertEditRolesRemains, lockRoleChanges } from '../../auth/roleGuards';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { conflict, validationError } from '../../http/ApiError';
import { intField } from '../../http/queryParams';
import { writeAudit } from '../../trail/writeAudit';
import { emailField, usernameField } from './accountFields';
import { assertAccountUnique } from './assertAccountUnique';
import { findAccount } from './findAccount';

const body = z
  .object({
    id: intField(),
    version: intField(),
    username: usernameField.optional(),
    email: emailField.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();

/**
 * PUT /login/account: changes username, email or the disabled flag of an account at the `version` the
 * editor saw; a stale version gets 409 with the stored record. Disabling ends the account's sessions.
 */
export function updateAccountRoute(app: FastifyInstance): void {
  app.put(
    '/login/account',
    {
      schema: { body },
      config: {
        access: ['EDIT_ACCOUNTS', 'UPDATE_ACCOUNTS'],
        sample: () => ({ body: { id: 2, version: 1, email: 'changed@wse.example' } }),
      },
    },
    async (request) => {
      const { id, version, ...changes } = request.body as z.infer<typeof body>;
      const actor = principalOf(request);
      if (changes.disabled && id === actor.account.id) {
        throw validationError({ disabled: 'You cannot disable your own account.' });
      }
      const { record, disabling } = await app.db.transaction(async (tx) => {
        if (changes.disabled !== undefined) await lockRoleChanges(tx);
        const stored = await findAccount(tx, id, { forUpdate: true });
        if (stored.version !== version) throw conflict(stored);
        await assertAccountUnique(tx, changes, id);
        const disabling = changes.disabled === true && !stored.disabled;
        await tx
          .update(accounts)
          .set({
            ...changes,
            version: sql`${accounts.version} + 1`,
            updatedAt: new Date(),
            ...(disabling ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
          })
          .where(eq(accounts.id, id));
        if (disabling) await assertEditRolesRemains(tx, 'disabled');
        const updated = await findAccount(tx, id);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'account.update',
          target: `account:${id}`,
          before: { ...stored },
          after: { ...updated },
        });
        return { record: updated, disabling };
      });
      if (disabling) app.events.emit('account-vanished', id);
      return { data: record };
    },
  );
}
