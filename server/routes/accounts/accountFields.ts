import { z } from 'zod';
import { ALL_ROLES, type Role } from '../../../contract/roles';
import { intField } from '../../http/queryParams';

export const rolesField = z
  .array(z.enum(ALL_ROLES as [Role, ...Role[]], { message: 'Unknown role' }))
  .max(ALL_ROLES.length)
  .transform((roles) => [...new Set(roles)].sort());

export const idListField = z
  .array(intField())
  .max(1000)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** An account's or group's own roles as stored; sorted, as the roles routes have always answered them. */
export const storedRoles = z.array(z.string()).transform((roles) => [...roles].sort());

/** What the roles and groups routes read of an account record (its groups come sorted from the engine). */
export const storedAccount = z.object({ roles: storedRoles, groups: z.array(z.number().int()) });

export const rolesResponse = z.object({ roles: z.array(z.string()) });
