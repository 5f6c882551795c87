import { ALL_ROLES } from '../../../contract/roles';

/**
 * Every role an account holds, in catalogue order, with where it comes from: 'Own', and each group granting it
 * ('Group: Finance'), so a reader sees why someone may do something.
 *
 * @example
 * effectiveRoles(['VIEW_STREAMS'], [{ name: 'Tech', roles: ['VIEW_STREAMS', 'VIEW_REDIS_KEYS'] }]);
 * // [{ role: 'VIEW_REDIS_KEYS', from: 'Group: Tech' }, { role: 'VIEW_STREAMS', from: 'Own, Group: Tech' }]
 */
export function effectiveRoles(
  own: readonly string[],
  groups: readonly { name: string; roles: readonly string[] }[],
): { role: string; from: string }[] {
  const sources = new Map<string, string[]>();
  const add = (role: string, source: string) => sources.set(role, [...(sources.get(role) ?? []), source]);
  for (const role of own) add(role, 'Own');
  for (const group of [...groups].sort((a, b) => a.name.localeCompare(b.name)))
    for (const role of group.roles) add(role, `Group: ${group.name}`);
  const order = (role: string) => {
    const index = (ALL_ROLES as readonly string[]).indexOf(role);
    return index === -1 ? ALL_ROLES.length : index;
  };
  return [...sources.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([role, from]) => ({ role, from: from.join(', ') }));
}
