/**
 * The roles of `wanted` that `held` lacks, each once, in code order: what stops someone granting roles, or
 * changing an account or group that holds them.
 *
 * @example
 * rolesNotHeld(['VIEW_ACCOUNTS', 'EDIT_ROLES', 'EDIT_ROLES'], ['VIEW_ACCOUNTS']); // ['EDIT_ROLES']
 */
export function rolesNotHeld(wanted: readonly string[], held: readonly string[]): string[] {
  return [...new Set(wanted)].filter((role) => !held.includes(role)).sort();
}
