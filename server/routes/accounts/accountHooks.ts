import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_ROLES, type Role } from '../../../contract/roles';
import {
  assertActsOnAccounts,
  assertCanGrant,
  assertCanGrantGroups,
  assertEditRolesRemains,
  bumpTokenVersions,
  lockRoleChanges,
} from '../../auth/roleGuards';
import { accountGroups, accounts, groups } from '../../db/schema/staff';
import { validationError } from '../../http/ApiError';
import { intField } from '../../http/queryParams';
import { accountActions } from './accountActions';
import { accountRelations } from './accountRelations';
import { effectiveRoles } from './effectiveRoles';
import type { RecordChange, ResourceHooks } from '../../resources/ServedResource';

const idsIn = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

const disabling = (change: RecordChange) =>
  change.op === 'update' && change.input.disabled === true && change.before?.disabled !== true;

/**
 * Staff accounts beyond CRUD (docs/API.md): filters by group and by effective role; each record lists its
 * groups; nobody grants roles or groups whose roles they do not hold, nor changes, disables or deletes another
 * account holding roles they do not hold (its own and its groups'); nobody disables or deletes their own
 * account; some account always keeps EDIT_ROLES; disabling or deleting ends the account's sessions at once.
 */
export const accountHooks: ResourceHooks<typeof accounts.$inferSelect> = {
  actions: accountActions,
  relations: accountRelations,
  filters: {
    group: {
      schema: intField(),
      where: (groupId: number, db) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(accountGroups)
            .where(and(eq(accountGroups.accountId, accounts.id), eq(accountGroups.groupId, groupId))),
        ),
    },
    role: {
      schema: z.enum(ALL_ROLES as [Role, ...Role[]]),
      where: (role: Role, db) =>
        or(
          sql`${accounts.roles} @> array[${role}]::text[]`,
          exists(
            db
              .select({ one: sql`1` })
              .from(accountGroups)
              .innerJoin(groups, eq(groups.id, accountGroups.groupId))
              .where(
                and(eq(accountGroups.accountId, accounts.id), sql`${groups.roles} @> array[${role}]::text[]`),
              ),
          ),
        ),
    },
  },
  enrich: async (db, records) => {
    const ids = records.map((record) => record.id as number);
    const memberships = await db.select().from(accountGroups).where(inArray(accountGroups.accountId, ids));
    const groupIds = [...new Set(memberships.map((membership) => membership.groupId))];
    const granting =
      groupIds.length === 0
        ? []
        : await db
            .select({ id: groups.id, name: groups.name, roles: groups.roles })
            .from(groups)
            .where(inArray(groups.id, groupIds));
    for (const record of records) {
      record.groups = memberships
        .filter((membership) => membership.accountId === record.id)
        .map((membership) => membership.groupId)
        .sort((a, b) => a - b);
      const own = Array.isArray(record.roles) ? record.roles.map(String) : [];
      const joined = granting.filter((group) => (record.groups as number[]).includes(group.id));
      record.effectiveRoles = effectiveRoles(own, joined);
    }
  },
  // Every write waits for role changes first, as they do before locking the account's row.
  lockFirst: ({ tx }) => lockRoleChanges(tx),
  beforeWrite: async ({ tx, actor }, change) => {
    const own = change.id === actor.account.id;
    if (change.op === 'create') {
      const roles = Array.isArray(change.input.roles) ? change.input.roles.map(String) : [];
      assertCanGrant(actor, roles);
      await assertCanGrantGroups(tx, actor, idsIn(change.input.groups));
    }
    if (disabling(change) && own) throw validationError({ disabled: 'You cannot disable your own account.' });
    if (change.op !== 'create') await assertActsOnAccounts(tx, actor, [change.id as number]);
  },
  afterWrite: async ({ tx }, change) => {
    const id = change.id as number;
    const joined = idsIn(change.input.groups);
    if (change.op === 'create' && joined.length > 0)
      await tx.insert(accountGroups).values(joined.map((groupId) => ({ accountId: id, groupId })));
    if (disabling(change)) {
      await bumpTokenVersions(tx, [id]);
      await assertEditRolesRemains(tx, 'disabled');
    }
    if (change.op === 'delete') await assertEditRolesRemains(tx, 'id');
  },
  afterCommit: (app, change) => {
    if (change.op === 'delete' || disabling(change)) app.events.emit('account-vanished', change.id as number);
  },
};
