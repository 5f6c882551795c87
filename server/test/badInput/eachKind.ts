import fc from 'fast-check';
import type { RouteEntry } from '../../http/routeTable';

/** Random runs a property makes past one value of each kind of input it covers. */
const MORE = 3;
/**
 * Checks one value of each kind first, then `more` of any kind: every route meets every kind of bad input in a
 * few requests, where 25 random ones were needed to meet each kind with near certainty. The first values are
 * drawn with a seed of the route's own, so routes meet different ones and a run repeats them.
 */
export const eachKind = <T>(
  route: RouteEntry,
  kinds: fc.Arbitrary<T>[],
  check: (value: T) => Promise<void>,
  more = MORE,
) => {
  const seed = [...`${route.method} ${route.url}`].reduce(
    (hash, char) => (hash * 31 + char.charCodeAt(0)) | 0,
    0,
  );
  return fc.assert(fc.asyncProperty(fc.oneof(...kinds), check), {
    numRuns: kinds.length + more,
    examples: kinds.map((kind) => [fc.sample(kind, { numRuns: 1, seed })[0]!] as [T]),
  });
};
