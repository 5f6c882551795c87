import type { RoleNeed } from '../../contract/canAccess';

/**
 * The role(s) a rule asks for, as a sentence part: 'the role X' for one, 'one of the roles A, B' for several.
 *
 * @example
 * `You need ${roleNeedText('SEARCH_MEMBER')} to list members.`; // 'You need the role SEARCH_MEMBER to list members.'
 */
export function roleNeedText(need: RoleNeed | undefined): string {
  const roles: readonly string[] = need === undefined ? [] : typeof need === 'string' ? [need] : need;
  if (roles.length === 0) return 'a role you do not hold';
  return roles.length === 1 ? `the role ${roles[0]}` : `one of the roles ${roles.join(', ')}`;
}
