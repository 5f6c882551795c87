// lodash's difference, with which react-admin takes a shift-clicked range of rows out of a list's selection, comes
// with lodash's flatten and its Set-like caches (71 CommonJS modules), where a Set does.

/**
 * The values of `array` (duplicates and order kept) that are in none of `values`; arguments that are not arrays
 * (or array-like objects) are ignored, and a first argument that is not one gives [].
 *
 * @example
 * difference([1, 2, 3, 2], [2]); // [1, 3]
 */
export function difference<T>(
  array: ArrayLike<T> | null | undefined,
  ...values: (ArrayLike<T> | null | undefined)[]
): T[] {
  if (!isArrayLikeObject(array)) return [];
  const excluded = new Set(values.filter(isArrayLikeObject).flatMap((value) => Array.from(value)));
  return Array.from(array).filter((value) => !excluded.has(value));
}

/** Arrays and objects with a length, as lodash flattens them; not strings. */
const isArrayLikeObject = <T>(value: ArrayLike<T> | null | undefined): value is ArrayLike<T> =>
  typeof value === 'object' && value !== null && Number.isSafeInteger(value.length) && value.length >= 0;

export default difference;
