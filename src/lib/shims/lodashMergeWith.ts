// lodash's mergeWith, with which react-admin's filter form lays the typed filters over the list's (arrays replaced,
// not merged), as merge: see lodashMerge.ts.
import type { Indexable } from './lodashPath';
import { mergeSources, type MergeCustomizer } from './lodashMerge';

/**
 * merge, asking `customizer` (the last argument, when a function) at every key first: what it answers is put
 * there, and where it answers undefined the values merge as merge's do.
 *
 * @example
 * mergeWith({ tags: ['a', 'b'] }, { tags: ['c'] }, (_, from) => (Array.isArray(from) ? from : undefined));
 * // { tags: ['c'] }
 */
export function mergeWith<T>(object: T, ...rest: unknown[]): T & Indexable {
  const last = rest.at(-1);
  if (rest.length > 1 && typeof last === 'function') {
    return mergeSources(object, rest.slice(0, -1), last as MergeCustomizer);
  }
  return mergeSources(object, rest);
}

export default mergeWith;
