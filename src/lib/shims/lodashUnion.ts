// lodash's union, with which react-admin adds a shift-clicked range of rows to a list's selection, comes with
// lodash's flatten and its Set-like caches (73 CommonJS modules), where a Set does.

/**
 * The distinct values of `arrays`, in the order first seen; arguments that are not arrays (or array-like
 * objects) are ignored.
 *
 * @example
 * union([1, 2], [2, 3]); // [1, 2, 3]
 */
export function union<T>(...arrays: (ArrayLike<T> | null | undefined)[]): T[] {
  return [...new Set(arrays.filter(isArrayLikeObject).flatMap((array) => Array.from(array)))];
}

/** Arrays and objects with a length, as lodash flattens them; not strings. */
const isArrayLikeObject = <T>(value: ArrayLike<T> | null | undefined): value is ArrayLike<T> =>
  typeof value === 'object' && value !== null && Number.isSafeInteger(value.length) && value.length >= 0;

export default union;
