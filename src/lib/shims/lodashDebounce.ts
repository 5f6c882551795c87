// lodash's debounce, with which react-admin delays a list's filter and an autocomplete's search until typing
// pauses, comes with lodash's number parsing and clock (14 CommonJS modules) for options react-admin never passes
// (leading, trailing, maxWait): this shim calls on the trailing edge only, as lodash does by default.

/** A debounced function: `cancel` drops a pending call, `flush` makes it now; both as in lodash. */
export interface Debounced<Args extends unknown[], Result> {
  /** Schedules a call with these arguments; returns what the last call made returned. */
  (...args: Args): Result | undefined;
  cancel(): void;
  flush(): Result | undefined;
}

/**
 * `func`, called `wait` ms after the last of a run of calls, with that call's arguments and `this`.
 *
 * @example
 * const search = debounce((text: string) => fetchResults(text), 500);
 * search('a'); search('ab'); // fetchResults('ab') 500 ms later
 */
export function debounce<Args extends unknown[], Result>(
  func: (...args: Args) => Result,
  wait = 0,
): Debounced<Args, Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { self: unknown; args: Args } | undefined;
  let result: Result | undefined;

  const invoke = () => {
    timer = undefined;
    if (pending) {
      const { self, args } = pending;
      pending = undefined;
      result = func.apply(self, args);
    }
    return result;
  };
  const debounced = function (this: unknown, ...args: Args) {
    pending = { self: this, args };
    clearTimeout(timer);
    timer = setTimeout(invoke, wait);
    return result;
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    if (timer === undefined) return result;
    clearTimeout(timer);
    return invoke();
  };
  return Object.assign(debounced, { cancel, flush });
}

export default debounce;
