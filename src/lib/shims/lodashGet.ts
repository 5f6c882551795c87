// lodash's get, with which react-admin reads a record's, a form's or a choice's value at a source ('author.name',
// 'items.0.title', 'sidebar.width'), comes with lodash's path parser and caches (52 CommonJS modules).
import { type Indexable, type PropertyPath, toPath } from './lodashPath';

/**
 * The value at `path` in `object` (a path as lodashPath reads it), or `defaultValue` where it is undefined.
 *
 * @example
 * get({ a: [{ b: 1 }] }, 'a[0].b'); // 1
 * get({ a: null }, 'a.b', 'none'); // 'none'
 */
export function get(object: unknown, path: PropertyPath, defaultValue?: unknown): unknown {
  const keys = toPath(path, object);
  let value = keys.length > 0 ? object : undefined;
  for (const key of keys) value = value == null ? undefined : (value as Indexable)[key];
  return value === undefined ? defaultValue : value;
}

export default get;
