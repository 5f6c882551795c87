import { z } from 'zod';
import { ALL_ROLES, type Role } from '../../../src/auth/roles';
import { intField } from '../../http/queryParams';

export const usernameField = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(64, 'Use at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only');

export const emailField = z.string().trim().max(200).pipe(z.email('Enter a valid email address'));

export const rolesField = z
  .array(z.enum(ALL_ROLES as [Role, ...Role[]], { message: 'Unknown role' }))
  .max(ALL_ROLES.length)
  .transform((roles) => [...new Set(roles)].sort());

export const idListField = z
  .array(intField())
  .max(1000)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
