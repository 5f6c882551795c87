// lodash's defaults, with which react-admin lays a component's props over the list context it is in (props first,
// the context's values where a prop is undefined), comes with lodash's key listing and rest arguments (45
// CommonJS modules) for a loop over keys.
import type { Indexable } from './lodashPath';

/**
 * `object` (mutated and returned) with each key of `sources` (own and inherited enumerable) it has undefined, or
 * only inherits from Object.prototype, taken from the first source that has it.
 *
 * @example
 * defaults({}, { page: 2, sort: undefined }, { page: 1, sort: 's' }); // { page: 2, sort: 's' }
 */
export function defaults<T>(object: T, ...sources: unknown[]): T & Indexable {
  const target: Indexable = Object(object);
  for (const source of sources) {
    if (source == null) continue;
    for (const key in source) {
      const value = target[key];
      if (value === undefined || (value === OBJECT[key] && !Object.hasOwn(target, key))) {
        target[key] = (source as Indexable)[key];
      }
    }
  }
  return target as T & Indexable;
}

const OBJECT = Object.prototype as unknown as Indexable;

export default defaults;
