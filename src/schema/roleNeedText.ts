import type { RoleNeed } from '../../contract/canAccess';
import { roleLabel } from '../../contract/roleInfo';

/**
 * The role(s) a rule asks for, as a sentence part, each by its label beside its code: 'the role X' for one, 'one of
 * the roles A, B' for several.
 *
 * @example
 * `You need ${roleNeedText('SEARCH_MEMBER')} to list members.`; // 'You need the role Search members (SEARCH_MEMBER) to list members.'
 */
export function roleNeedText(need: RoleNeed | undefined): string {
  const roles: readonly string[] = need === undefined ? [] : typeof need === 'string' ? [need] : need;
  if (roles.length === 0) return 'a role you do not hold';
  const named = roles.map(roleLabel);
  return named.length === 1 ? `the role ${named[0]}` : `one of the roles ${named.join(', ')}`;
}
