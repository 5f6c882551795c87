import { eq, sql } from 'drizzle-orm';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { requireRole } from '../../auth/requireRole';
import { assertActsOnAccounts, assertCanGrant, assertCanGrantGroups } from '../../auth/roleGuards';
import { accountGroups, accounts, groups as groupTable } from '../../db/schema/staff';
import type { RelationWrite } from '../../resources/ServedResource';
import { assertIdsExist } from '../assertIdsExist';
import { idListField, rolesField, storedAccount } from './accountFields';

/**
 * An account's own roles (its groups add more). Only held roles can be granted, and only by one holding every
 * role the account holds; the change ends the account's sessions (the realtime layer hands out a fresh token).
 */
const roles: RelationWrite = ({ app, actor, id, value, lockRecord, auditEntry }) => {
  const wanted = rolesField.parse(value);
  return changeRoleHolders(app, 'roles', async (tx) => {
    const stored = storedAccount.parse(await lockRecord(tx));
    await assertActsOnAccounts(tx, actor, [id]);
    assertCanGrant(
      actor,
      wanted.filter((role) => !stored.roles.includes(role)),
    );
    await tx
      .update(accounts)
      .set({ roles: wanted, version: sql`${accounts.version} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, id));
    return {
      affected: [id],
      audit: auditEntry(stored.roles, wanted),
      result: wanted,
    };
  });
};

/**
 * The groups an account belongs to: ASSIGN_GROUPS changes anyone's, ASSIGN_GROUPS_SELF only one's own; joining
 * a group needs holding all of its roles, and changing another's groups every role that account holds.
 */
const groups: RelationWrite = ({ app, actor, id, value, lockRecord, auditEntry }) => {
  const wanted = idListField.parse(value);
  if (id !== actor.account.id) requireRole(actor, 'ASSIGN_GROUPS');
  return changeRoleHolders(app, 'groups', async (tx) => {
    const stored = storedAccount.parse(await lockRecord(tx));
    await assertIdsExist(tx, groupTable.id, wanted, 'groups', 'group');
    await assertActsOnAccounts(tx, actor, [id]);
    await assertCanGrantGroups(
      tx,
      actor,
      wanted.filter((group) => !stored.groups.includes(group)),
    );
    await tx.delete(accountGroups).where(eq(accountGroups.accountId, id));
    if (wanted.length > 0)
      await tx.insert(accountGroups).values(wanted.map((groupId) => ({ accountId: id, groupId })));
    await tx
      .update(accounts)
      .set({ version: sql`${accounts.version} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, id));
    return {
      affected: [id],
      audit: auditEntry(stored.groups, wanted),
      result: wanted,
    };
  });
};

/** The relations of resources/accounts. */
export const accountRelations = { roles, groups };
