import { PAGES } from '../routes/pages';
import type { Role } from './roles';

/** resource → action → the role(s) it needs; the `'*'` action applies to every action not listed. */
export type AccessRules = Record<string, Partial<Record<string, Role | Role[]>>>;

/**
 * THE role policy (DESIGN §6): may someone holding `roles` do `action` on `resource`? A resource or action
 * without a rule is open to every signed-in user (spec §6); a list of roles means any one of them suffices.
 *
 * @example
 * canAccess(['VIEW_ACCOUNTS'], { resource: 'accounts', action: 'list' }, pageAccessRules); // true
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
  if (needed === undefined) return true;
  const anyOf: readonly string[] = Array.isArray(needed) ? needed : [needed];
  return anyOf.length === 0 || anyOf.some((role) => roles.includes(role));
}

/** Every page of src/routes/pages.ts whose menu entry needs a role, as `{ [page key]: { list: role } }`. */
export const pageAccessRules: AccessRules = Object.fromEntries(
  PAGES.filter((page) => page.role).map((page) => [page.key, { list: page.role }]),
);
