import { inArray } from 'drizzle-orm';
import {
  assertActsWithin,
  assertEditRolesRemains,
  bumpTokenVersions,
  lockRoleChanges,
} from '../../auth/roleGuards';
import { accountGroups, type groups } from '../../db/schema/staff';
import type { ResourceHooks } from '../../resources/ServedResource';
import { groupRelations } from './groupRelations';
import { storedRoles } from '../accounts/accountFields';

const membersOf = (record: Record<string, unknown> | undefined): number[] =>
  Array.isArray(record?.accounts) ? record.accounts.filter((id): id is number => typeof id === 'number') : [];

/**
 * Groups beyond CRUD: each record lists its member accounts; deleting a group takes its roles from its members
 * at once (their sessions end), unless that leaves nobody holding EDIT_ROLES; renaming or deleting one needs
 * every role it holds. Roles and members are written through their own routes (groupRolesRoutes,
 * groupMembersRoutes).
 */
export const groupHooks: ResourceHooks<typeof groups.$inferSelect> = {
  relations: groupRelations,
  enrich: async (db, records) => {
    const ids = records.map((record) => record.id as number);
    const memberships = await db.select().from(accountGroups).where(inArray(accountGroups.groupId, ids));
    for (const record of records) {
      record.accounts = memberships
        .filter((membership) => membership.groupId === record.id)
        .map((membership) => membership.accountId)
        .sort((a, b) => a - b);
    }
  },
  // Every write waits for role changes first, as they do before locking the group's row.
  lockFirst: ({ tx }) => lockRoleChanges(tx),
  beforeWrite: async ({ actor }, change) => {
    if (change.op !== 'create') assertActsWithin(actor, 'group', storedRoles.parse(change.before?.roles));
  },
  afterWrite: async ({ tx }, change) => {
    if (change.op !== 'delete') return;
    await bumpTokenVersions(tx, membersOf(change.before));
    await assertEditRolesRemains(tx, 'id');
  },
  afterCommit: (app, change) => {
    if (change.op === 'delete')
      for (const accountId of membersOf(change.before)) app.events.emit('roles-changed', accountId);
  },
};
