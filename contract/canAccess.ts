import type { Role } from './roles';

/** A role, or several of which any one suffices; an empty list is open to every signed-in user. */
export type RoleNeed = Role | readonly Role[];

/** Open to every signed-in user, where a rule would otherwise fall back to a stricter one. */
export const OPEN: readonly Role[] = [];

/** resource → action → the role(s) it needs; the `'*'` action applies to every action not listed. */
export type AccessRules = Record<string, Partial<Record<string, RoleNeed>>>;

/**
 * THE role policy (docs/architecture.md#conventions): may someone holding `roles` do `action` on `resource`?
 * A resource or action without a rule is open to every signed-in user (docs/product.md#roles-and-menu); a
 * list of roles means any one of them suffices. The dashboard asks it through react-admin's `canAccess`; the
 * server asks it for every route and field.
 *
 * @example
 * canAccess(['VIEW_ACCOUNTS'], { resource: 'accounts', action: 'list' }, rules); // true
 */
export function canAccess(
  roles: readonly string[],
  params: { resource: string; action?: string; record?: unknown },
  rules: AccessRules,
): boolean {
  const resourceRules = rules[params.resource];
  if (!resourceRules) return true;
  const needed =
    (params.action !== undefined ? resourceRules[params.action] : undefined) ?? resourceRules['*'];
  return needed === undefined || holdsAny(roles, needed);
}

/** Whether `roles` meet one need: the role, or any one of the list (an empty list always). */
export function holdsAny(roles: readonly string[], needed: RoleNeed): boolean {
  const anyOf: readonly string[] = typeof needed === 'string' ? [needed] : needed;
  return anyOf.length === 0 || anyOf.some((role) => roles.includes(role));
}
