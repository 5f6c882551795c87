import { recordSchema } from '../../contract/recordSchema';
import { intField } from '../http/queryParams';
import type { ServedResource } from './ServedResource';

function buildSchemas(served: ServedResource) {
  const { fields, api } = served.definition;
  const relations = api.relations ?? [];
  const separate = (inline: boolean) =>
    new Set(
      relations.filter((relation) => !(inline && relation.inlineOnCreate)).map((relation) => relation.source),
    );
  const without = (names: Set<string>) => fields.filter((field) => !names.has(field.source));
  return {
    create: recordSchema(without(separate(true)), 'create', { strict: true }),
    /** The changed fields of an update, with `version` (and `id` where the path does not carry it). */
    update: recordSchema(without(separate(false)), 'edit', { strict: true, partial: true }).extend({
      id: intField().optional(),
      version: intField(),
    }),
  };
}

type InputSchemas = ReturnType<typeof buildSchemas>;

const cache = new WeakMap<ServedResource, InputSchemas>();

/**
 * The bodies a resource accepts, from the same `recordSchema` its form validates with, made strict (an unknown
 * or read-only field is refused by name) and, for updates, partial. Fields written through their own relation
 * call are not part of them, except those a create takes inline.
 *
 * @example
 * inputSchemas(served).update.parse({ version: 3, name: 'Night shift' });
 */
export function inputSchemas(served: ServedResource): InputSchemas {
  const known = cache.get(served);
  if (known) return known;
  const schemas = buildSchemas(served);
  cache.set(served, schemas);
  return schemas;
}

/**
 * An update body as its parts: the `version` the editor saw, the `id` it names (if any), and the changes.
 *
 * @example
 * const { version, changes } = splitUpdate({ version: 3, name: 'Night shift' });
 */
export function splitUpdate(body: Record<string, unknown>): {
  id: number | undefined;
  version: number;
  changes: Record<string, unknown>;
} {
  const { id, version, ...changes } = body;
  if (typeof version !== 'number') throw new Error('An update body without its version passed validation');
  return { id: typeof id === 'number' ? id : undefined, version, changes };
}
