/**
 * A fetch made once and shared: every call to `load` gets the same promise, and once it has come, `current()` gives
 * its value at once. A failed fetch (e.g. a deploy replaced the chunk) is forgotten, so the next `load` tries again.
 *
 * @example
 * const tooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => module.default));
 * tooltip.current() ?? (await tooltip.load());
 */
export function loadOnce<T>(fetch: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= fetch().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, current: () => value };
}
