import type { Principal } from '../auth/Principal';
import type { Access } from './Access';

/**
 * Whether a signed-in principal meets an access rule, for HTTP routes and socket paths alike.
 *
 * @example
 * if (!allows(route.access, principal)) throw lacksRole();
 */
export function allows(access: Access, principal: Principal): boolean {
  if (access === 'signed-in' || access === 'public') return true;
  const needed: readonly string[] = typeof access === 'string' ? [access] : access;
  return needed.some((role) => principal.roles.includes(role));
}
