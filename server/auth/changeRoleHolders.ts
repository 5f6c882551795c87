import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/Db';
import { writeAudit, type AuditEntry } from '../trail/writeAudit';
import { assertEditRolesRemains, bumpTokenVersions, lockRoleChanges } from './roleGuards';

/** What a change of role holders did: whose effective roles moved, its audit entry, and the route's answer. */
export interface RoleHolderChange<Result> {
  affected: readonly number[];
  audit: AuditEntry;
  result: Result;
}

/**
 * Runs a change of who holds which role as one transaction, serialised with every other such change: it ends
 * the sessions of the accounts whose roles moved, refuses to leave nobody holding EDIT_ROLES (naming `field`)
 * and writes the audit entry; once committed, those accounts get a token with their new roles.
 *
 * @example
 * const roles = await changeRoleHolders(app, 'roles', async (tx) => {
 *   await tx.update(accounts).set({ roles: ['SEARCH_MEMBER'] }).where(eq(accounts.id, 2));
 *   return { affected: [2], audit: { actor, action: 'account.roles', target: 'account:2' }, result: ['SEARCH_MEMBER'] };
 * });
 */
export async function changeRoleHolders<Result>(
  app: FastifyInstance,
  field: string,
  change: (tx: Db) => Promise<RoleHolderChange<Result>>,
): Promise<Result> {
  const { affected, result } = await app.db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const done = await change(tx);
    await bumpTokenVersions(tx, done.affected);
    await assertEditRolesRemains(tx, field);
    await writeAudit(tx, done.audit);
    return done;
  });
  for (const accountId of affected) app.events.emit('roles-changed', accountId);
  return result;
}
