// lodash's memoize, with which react-admin keeps one validator per set of arguments (`required()`, `regex(/…/)`),
// comes with lodash's own Map-like caches (39 CommonJS modules), where a Map does.

/** A memoized function, with its cache of results by key, as lodash exposes it. */
export interface Memoized<Args extends unknown[], Result> {
  (...args: Args): Result;
  cache: Map<unknown, Result>;
}

/**
 * `func`, calling it once per key: the key is what `resolver` returns for the arguments, or else the first
 * argument (so `regex(pattern, message)` is one validator per pattern, whatever the message, as with lodash).
 *
 * @example
 * const square = memoize((n: number) => n * n);
 * square(3); // 9, computed; square(3) again reads square.cache
 */
export function memoize<Args extends unknown[], Result>(
  func: (...args: Args) => Result,
  resolver?: (...args: Args) => unknown,
): Memoized<Args, Result> {
  const memoized = function (this: unknown, ...args: Args): Result {
    const key = resolver ? resolver.apply(this, args) : args[0];
    const { cache } = memoized;
    if (cache.has(key)) return cache.get(key) as Result;
    const result = func.apply(this, args);
    cache.set(key, result);
    return result;
  };
  memoized.cache = new Map<unknown, Result>();
  return memoized;
}

export default memoize;
