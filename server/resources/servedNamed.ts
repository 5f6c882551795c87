import type { ServedResource } from './ServedResource';

/**
 * The served resource of that name, for a hand-written route that works on its records; a registry without it
 * fails when the routes are registered, not on the first request.
 *
 * @example
 * const served = servedNamed(resources, 'accounts');
 */
export function servedNamed(resources: readonly ServedResource[], name: string): ServedResource {
  const served = resources.find((candidate) => candidate.definition.name === name);
  if (!served) throw new Error(`No served resource is named ${name}`);
  return served;
}
