// How the lodash shims (lodashGet, lodashSet, lodashPick) read a property path as lodash does: an array of keys as
// it is; a string naming a key the object has, or with no dot or brackets, as that one key; any other string as
// keys between dots and brackets ('a.b[0]["c.d"]' → a, b, 0, c.d). Unlike lodash, empty keys ('a..b', 'a.') are
// dropped.

export type PropertyPath = PropertyKey | readonly PropertyKey[];

/** A value whose properties can be read and written by any key. */
export type Indexable = Record<PropertyKey, unknown>;

const KEY = /\[(["'])((?:\\.|(?!\1)[^\\])*?)\1\]|[^.[\]]+/g;

/** The keys `path` names in `object`. */
export function toPath(path: PropertyPath, object: unknown): readonly PropertyKey[] {
  if (typeof path !== 'string') return isKeyList(path) ? path : [path];
  if (!/\.|\[.*\]/.test(path) || (object != null && path in Object(object))) return [path];
  return Array.from(path.matchAll(KEY), ([key, quote, quoted = '']) =>
    quote ? quoted.replace(/\\(.)/g, '$1') : key,
  );
}

const isKeyList = (path: PropertyPath): path is readonly PropertyKey[] => Array.isArray(path);

/** Whether a key is an array index ('0', 12), for which lodash's set creates an array. */
export const isIndex = (key: unknown): boolean =>
  (typeof key === 'number' || typeof key === 'string') && /^(?:0|[1-9]\d*)$/.test(String(key));

/** Objects and functions: what can hold properties. */
export const isObject = (value: unknown): value is Indexable =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';
