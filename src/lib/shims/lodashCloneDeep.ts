// lodash's cloneDeep, with which react-admin copies a filter form's values and a record's translations, comes with
// lodash's cloning of buffers, typed arrays and every tagged type, and its stacks and caches.
import type { Indexable } from './lodashPath';

/**
 * A deep copy of `value` as lodash's cloneDeep makes it: arrays, plain objects and instances of classes (with the
 * same prototype) copied key by key (own enumerable keys and symbols), Dates, RegExps, Maps, Sets and boxed
 * primitives copied, an object met twice copied once (so cycles stay cycles), primitives as they are. A function,
 * an Error or a WeakMap is kept as it is inside an object, and answers `{}` at the top.
 *
 * Unlike lodash, typed arrays, ArrayBuffers and DataViews are kept as they are (lodash copies them).
 *
 * @example
 * const copy = cloneDeep({ q: 'ann', tags: ['a'] }); // equal, sharing no object with the original
 */
export function cloneDeep<T>(value: T): T {
  if (isUncloneable(value)) return {} as T;
  return copyOf(value, new Map()) as T;
}

const isObjectLike = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

function isUncloneable(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    value instanceof Error ||
    value instanceof WeakMap ||
    value instanceof WeakSet ||
    value instanceof Promise
  );
}

function copyOf(value: unknown, copies: Map<object, unknown>): unknown {
  if (
    !isObjectLike(value) ||
    isUncloneable(value) ||
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer
  ) {
    return value;
  }
  const known = copies.get(value);
  if (known !== undefined) return known;
  const copy = emptyCopy(value);
  copies.set(value, copy);
  if (value instanceof Map) {
    for (const [key, item] of value) (copy as Map<unknown, unknown>).set(key, copyOf(item, copies));
  } else if (value instanceof Set) {
    for (const item of value) (copy as Set<unknown>).add(copyOf(item, copies));
  }
  if (Array.isArray(value)) {
    // Index by index, as lodash: a hole becomes undefined.
    for (let index = 0; index < value.length; index += 1)
      (copy as unknown[])[index] = copyOf(value[index], copies);
  } else if (!isBoxed(value)) {
    for (const key of ownEnumerableKeys(value))
      (copy as Indexable)[key] = copyOf((value as Indexable)[key], copies);
  }
  return copy;
}

/** An object of `value`'s kind to copy its keys into, already holding what is not a key (a Date's time). */
function emptyCopy(value: object): object {
  if (Array.isArray(value)) return new Array<unknown>(value.length);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) {
    const copy = new RegExp(value.source, value.flags);
    copy.lastIndex = value.lastIndex;
    return copy;
  }
  if (value instanceof Map) return new Map();
  if (value instanceof Set) return new Set();
  if (isBoxed(value)) return Object(value.valueOf()) as object;
  // As lodash: an object with no constructor (made with a null prototype) is copied into a plain one.
  const { constructor } = value as { constructor?: unknown };
  return typeof constructor === 'function'
    ? (Object.create(Object.getPrototypeOf(value) as object) as object)
    : {};
}

const isBoxed = (value: object): value is { valueOf(): unknown } =>
  value instanceof Number || value instanceof String || value instanceof Boolean;

function ownEnumerableKeys(value: object): PropertyKey[] {
  const symbols = Object.getOwnPropertySymbols(value).filter((symbol) =>
    Object.prototype.propertyIsEnumerable.call(value, symbol),
  );
  return [...Object.keys(value), ...symbols];
}

export default cloneDeep;
