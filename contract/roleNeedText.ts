import type { RoleNeed } from './canAccess';

/**
 * A role need as the docs write it: the role, several joined by 'or', `OPEN` as any signed-in account, and '–'
 * where none is declared.
 *
 * @example
 * roleNeedText(['EDIT_ACCOUNTS', 'UPDATE_ACCOUNTS']); // 'EDIT_ACCOUNTS or UPDATE_ACCOUNTS'
 */
export function roleNeedText(need: RoleNeed | undefined): string {
  if (need === undefined) return '–';
  const roles: readonly string[] = [need].flat();
  return roles.length === 0 ? 'any signed-in account' : roles.join(' or ');
}
