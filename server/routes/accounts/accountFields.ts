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
