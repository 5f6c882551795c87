import { eq, sql } from 'drizzle-orm';
import { changeRoleHolders } from '../../auth/changeRoleHolders';
import { assertActsOnAccounts, assertActsWithin, assertCanGrant } from '../../auth/roleGuards';
import { accountGroups, accounts, groups } from '../../db/schema/staff';
import type { RelationWrite } from '../../resources/ServedResource';
import { idListField, rolesField } from '../accounts/accountFields';
import { assertIdsExist } from '../assertIdsExist';
import { storedGroup } from './groupFields';

/**
 * The roles every member gains; a change reaches all members at once. Changing them needs every role the group
 * holds, and granting one holding it.
 */
const roles: RelationWrite = ({ app, actor, id, value, lockRecord, auditEntry }) => {
  const wanted = rolesField.parse(value);
  return changeRoleHolders(app, 'roles', async (tx) => {
    const stored = storedGroup.parse(await lockRecord(tx));
    assertActsWithin(actor, 'group', stored.roles);
    assertCanGrant(
      actor,
      wanted.filter((role) => !stored.roles.includes(role)),
    );
    await tx
      .update(groups)
      .set({ roles: wanted, version: sql`${groups.version} + 1` })
      .where(eq(groups.id, id));
    return {
      affected: stored.accounts,
      audit: auditEntry(stored.roles, wanted),
      result: wanted,
    };
  });
};

/**
 * The group's members. Adding someone grants the group's roles, so changing the members needs every role the
 * group holds, and every role of each account added or removed.
 */
const members: RelationWrite = ({ app, actor, id, value, lockRecord, auditEntry }) => {
  const wanted = idListField.parse(value);
  return changeRoleHolders(app, 'accounts', async (tx) => {
    const stored = storedGroup.parse(await lockRecord(tx));
    const added = wanted.filter((accountId) => !stored.accounts.includes(accountId));
    const removed = stored.accounts.filter((accountId) => !wanted.includes(accountId));
    await assertIdsExist(tx, accounts.id, added, 'accounts', 'account');
    assertActsWithin(actor, 'group', stored.roles);
    await assertActsOnAccounts(tx, actor, [...added, ...removed]);
    await tx.delete(accountGroups).where(eq(accountGroups.groupId, id));
    if (wanted.length > 0)
      await tx.insert(accountGroups).values(wanted.map((accountId) => ({ accountId, groupId: id })));
    await tx
      .update(groups)
      .set({ version: sql`${groups.version} + 1` })
      .where(eq(groups.id, id));
    return {
      affected: [...added, ...removed],
      audit: auditEntry(stored.accounts, wanted),
      result: wanted,
    };
  });
};

/** The relations of resources/groups. */
export const groupRelations = { roles, accounts: members };
