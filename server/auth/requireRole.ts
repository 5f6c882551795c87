import type { Role } from '../../contract/roles';
import { ApiError } from '../http/ApiError';
import type { Principal } from './Principal';

/**
 * For the parts of a request that need more than the route's own access rule (setting roles while
 * creating an account, say): 403 unless the principal holds the role.
 *
 * @example
 * if (body.roles?.length) requireRole(principal, 'EDIT_ROLES');
 */
export function requireRole(principal: Principal, role: Role): void {
  if (principal.roles.includes(role)) return;
  throw new ApiError(403, 'FORBIDDEN', `This needs the role ${role}.`);
}
