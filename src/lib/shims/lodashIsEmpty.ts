// lodash's isEmpty, with which react-admin tells an array item's untouched dirty state ({} or null) from a
// touched one, comes with lodash's type tags and key listing (37 CommonJS modules).

/**
 * Whether `value` has nothing in it, as lodash's isEmpty tells: null and undefined, '' and [], a Map or Set of no
 * entries, an object with no own enumerable string keys (so a Date or a number is empty too).
 *
 * @example
 * isEmpty({}); // true
 * isEmpty([0]); // false
 */
export function isEmpty(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  const object: object = Object(value);
  for (const key in object) if (Object.hasOwn(object, key)) return false;
  return true;
}

export default isEmpty;
