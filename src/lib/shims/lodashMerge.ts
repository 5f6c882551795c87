// lodash's merge, with which react-admin lays a record over a form's default values, and translations over
// react-admin's own, comes with lodash's cloning of buffers and typed arrays and its stacks and caches (96
// CommonJS modules).
import { type Indexable, isObject } from './lodashPath';

/**
 * `object` (mutated and returned) with each source's enumerable keys (own and inherited) merged in, in order, as
 * lodash's merge does: plain objects into the object at the same key (a new one where there is none), arrays into
 * the array at the same key index by index (a new array where there is none, so a longer array's tail stays),
 * other objects (a Date, a File, a function) assigned as they are. An undefined value does not replace one, and
 * sources that are falsy are skipped.
 *
 * Unlike lodash, typed arrays are assigned as they are (lodash copies them) and the holes of a sparse array are
 * skipped (lodash writes undefined where the target has no such index).
 *
 * @example
 * merge({ tags: ['a', 'b'], author: { name: 'A', age: 3 } }, { tags: ['c'], author: { name: 'B' } });
 * // { tags: ['c', 'b'], author: { name: 'B', age: 3 } }
 */
export function merge<T>(object: T, ...sources: unknown[]): T & Indexable {
  return mergeSources(object, sources);
}

/**
 * What lodash's mergeWith asks of its customizer, at every key of every level: the value to put there, or
 * undefined to merge as merge does.
 */
export type MergeCustomizer = (
  objValue: unknown,
  srcValue: unknown,
  key: string,
  object: Indexable,
  source: Indexable,
) => unknown;

/** merge and mergeWith: `sources` merged into `object` in order, asking `customizer` first where there is one. */
export function mergeSources<T>(object: T, sources: unknown[], customizer?: MergeCustomizer): T & Indexable {
  const target = Object(object) as T & Indexable;
  for (const source of sources) if (source) mergeInto(target, source, { customizer, merging: new Map() });
  return target;
}

/** The customizer, and the objects being merged (for sources that contain themselves). */
interface Merging {
  customizer: MergeCustomizer | undefined;
  merging: Map<object, unknown>;
}

/** Merges `source` into `target`. */
function mergeInto(object: object, source: object, state: Merging): void {
  if (object === source) return;
  const target = object as Indexable;
  for (const key in source) {
    const from = (source as Indexable)[key];
    if (key === '__proto__' || (key === 'constructor' && typeof from === 'function')) continue;
    const value =
      (isObject(from) ? state.merging.get(from) : undefined) ??
      valueAt(target, source as Indexable, key, state);
    if (value === undefined ? !(key in target) : target[key] !== value) target[key] = value;
  }
}

/** What the source's value at `key` puts there: the customizer's answer, or the value merged as merge does. */
function valueAt(target: Indexable, source: Indexable, key: string, state: Merging): unknown {
  const from = source[key];
  const custom = state.customizer?.(target[key], from, key, target, source);
  if (custom !== undefined) return custom;
  return isObject(from) ? merged(target[key], from, state) : from;
}

/** What `from` (an object) puts where the target has `into`. */
function merged(into: unknown, from: object, state: Merging): unknown {
  let base: object;
  if (Array.isArray(from)) {
    base = Array.isArray(into) ? into : isArrayLikeObject(into) ? Array.from(into) : [];
  } else if (isPlainObject(from)) {
    base = isObject(into) && typeof into !== 'function' ? into : {};
  } else {
    return from;
  }
  state.merging.set(from, base);
  mergeInto(base, from, state);
  state.merging.delete(from);
  return base;
}

/** An object made by `{}` or JSON.parse, or with no prototype, as opposed to a Date or an instance of a class. */
function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

const isArrayLikeObject = (value: unknown): value is ArrayLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as { length?: unknown }).length) &&
  (value as ArrayLike<unknown>).length >= 0;

export default merge;
