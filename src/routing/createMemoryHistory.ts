import type { RouterLocation } from 'ra-core';
import { createHistory } from './createHistory';
import type { RouterHistory } from './RouterHistory';
import { toLocation } from './toLocation';

/**
 * A history kept in memory, for tests: it starts at `initialEntries[initialIndex]` (the last entry by default).
 *
 * @example
 * createMemoryHistory(['/admin/accounts', '/admin/account/7']);
 */
export function createMemoryHistory(
  initialEntries: readonly string[] = ['/'],
  initialIndex?: number,
): RouterHistory {
  const stack: RouterLocation[] = (initialEntries.length > 0 ? initialEntries : ['/']).map((entry, key) =>
    toLocation(entry, { pathname: '/', search: '', hash: '' }, { key: String(key) }),
  );
  let index = Math.min(Math.max(initialIndex ?? stack.length - 1, 0), stack.length - 1);
  let moved = () => {};
  return createHistory({
    current: () => ({ location: stack[index]!, index }),
    write: (location, at, replace) => {
      if (replace) stack[at] = location;
      else stack.splice(at, stack.length, location);
      index = at;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      moved();
    },
    onPop: (listener) => {
      moved = listener;
    },
  });
}
