// lodash's set, with which react-admin writes a filter's, a suggestion's or a new array item's value at a source,
// comes with lodash's path parser and caches (56 CommonJS modules).
import { type Indexable, type PropertyPath, isIndex, isObject, toPath } from './lodashPath';

/**
 * Writes `value` at `path` in `object` and returns `object`, as lodash's set does: missing or non-object steps
 * become arrays where the next key is an index ('items.0.title'), objects elsewhere. A path through `__proto__`,
 * `constructor` or `prototype` stops there, and a value that is not an object is returned as it is.
 *
 * @example
 * set({}, 'items[0].title', 'A'); // { items: [{ title: 'A' }] }
 */
export function set<T>(object: T, path: PropertyPath, value: unknown): T {
  if (!isObject(object)) return object;
  const keys = toPath(path, object);
  let nested: Indexable = object;
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') break;
    const current = nested[key];
    const next =
      index === keys.length - 1 ? value : isObject(current) ? current : isIndex(keys[index + 1]) ? [] : {};
    if (!Object.hasOwn(nested, key) || current !== next) nested[key] = next;
    nested = nested[key] as Indexable;
  }
  return object;
}

export default set;
