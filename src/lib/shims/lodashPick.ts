// lodash's pick, with which react-admin takes the part of a list's or a form's context that a narrower context
// passes on (['sort', 'setSort', 'resource']), comes with lodash's path parser, caches and flatten (77 CommonJS
// modules).
import { get } from './lodashGet';
import { type PropertyPath, toPath } from './lodashPath';
import { set } from './lodashSet';

/**
 * A new object with the properties of `object` at `paths` (given one by one or in arrays), those it has or
 * inherits, even where undefined; a deep path ('a.b') gives nested objects.
 *
 * @example
 * pick({ sort: 's', page: 1, total: undefined }, ['sort', 'total', 'other']); // { sort: 's', total: undefined }
 */
export function pick(object: unknown, ...paths: (PropertyPath | readonly PropertyPath[])[]): object {
  const picked = {};
  if (object == null) return picked;
  for (const path of paths.flat()) {
    const keys = toPath(path, object);
    if (has(object, keys)) set(picked, keys, get(object, keys));
  }
  return picked;
}

/** Whether each key of `keys` is in (or inherited by) the value the keys before it lead to. */
function has(object: unknown, keys: readonly PropertyKey[]): boolean {
  let value = object;
  for (const key of keys) {
    if (value == null || !(key in Object(value))) return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return keys.length > 0;
}

export default pick;
