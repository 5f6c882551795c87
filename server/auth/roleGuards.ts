import { eq, inArray, sql } from 'drizzle-orm';
import { actingAboveRefusal } from '../../contract/actingAboveRefusal';
import { rolesNotHeld } from '../../contract/rolesNotHeld';
import type { Principal } from './Principal';
import type { Db } from '../db/Db';
import { rowsOf } from '../db/rowsOf';
import { accountGroups, accounts, groups } from '../db/schema/staff';
import { ApiError, validationError } from '../http/ApiError';

/**
 * Serialises transactions that change who holds which role, or act on accounts and groups, so neither "the last
 * EDIT_ROLES" check nor "acts within its roles" can race. Take it before locking any account or group row.
 */
const ROLE_CHANGE_LOCK = 727_002;

export async function lockRoleChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
}

/**
 * Nobody grants a role they do not hold: every role in `granted` must be among the actor's roles.
 *
 * @example
 * assertCanGrant(principal, newRoles.filter((role) => !oldRoles.includes(role)));
 */
export function assertCanGrant(actor: Principal, granted: readonly string[]): void {
  const missing = rolesNotHeld(granted, actor.roles);
  if (missing.length === 0) return;
  throw new ApiError(403, 'FORBIDDEN', `You cannot grant roles you do not hold: ${missing.join(', ')}.`);
}

/**
 * Nobody acts above themselves (as Kubernetes RBAC refuses escalation): changing another account, or a group,
 * needs every role it holds (an account's effective roles, own and its groups'; a group's roles). Check it in
 * the write's transaction, holding `lockRoleChanges`, so no change of who holds which role slips between the
 * check and the write.
 *
 * @example
 * assertActsWithin(actor, 'group', stored.roles);
 */
export function assertActsWithin(
  actor: Principal,
  target: 'account' | 'group',
  targetRoles: readonly string[],
): void {
  const missing = rolesNotHeld(targetRoles, actor.roles);
  if (missing.length === 0) return;
  throw new ApiError(403, 'FORBIDDEN', actingAboveRefusal(target, missing));
}

/**
 * `assertActsWithin` for other accounts (the actor's own is self-service): every role they hold, own or through
 * their groups, read in the caller's transaction.
 *
 * @example
 * await assertActsOnAccounts(tx, actor, [...added, ...removed]);
 */
export async function assertActsOnAccounts(
  tx: Db,
  actor: Principal,
  accountIds: readonly number[],
): Promise<void> {
  const others = accountIds.filter((id) => id !== actor.account.id);
  if (others.length === 0) return;
  const own = await tx.select({ roles: accounts.roles }).from(accounts).where(inArray(accounts.id, others));
  const viaGroups = await tx
    .select({ roles: groups.roles })
    .from(accountGroups)
    .innerJoin(groups, eq(groups.id, accountGroups.groupId))
    .where(inArray(accountGroups.accountId, others));
  assertActsWithin(
    actor,
    'account',
    [...own, ...viaGroups].flatMap((row) => row.roles),
  );
}

/** Joining a group grants its roles, so the actor must hold all of them. */
export async function assertCanGrantGroups(
  tx: Db,
  actor: Principal,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  const rows = await tx
    .select({ roles: groups.roles })
    .from(groups)
    .where(inArray(groups.id, [...groupIds]));
  assertCanGrant(
    actor,
    rows.flatMap((row) => row.roles),
  );
}

/** Checked inside the transaction, after the change: someone must still be able to edit roles. */
export async function assertEditRolesRemains(tx: Db, field: string): Promise<void> {
  const result = await tx.execute(sql`
    select count(*)::int as n from accounts a
    where not a.disabled and (
      'EDIT_ROLES' = any(a.roles) or exists (
        select 1 from account_groups ag join groups g on g.id = ag.group_id
        where ag.account_id = a.id and 'EDIT_ROLES' = any(g.roles)
      )
    )`);
  if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0) return;
  throw validationError({
    [field]: 'This would leave no account holding EDIT_ROLES; give the role to another account first.',
  });
}

/** Ends every session of these accounts at once; their next request must sign in again (or get a fresh token). */
export async function bumpTokenVersions(tx: Db, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await tx
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(inArray(accounts.id, [...accountIds]));
}
