import type { RouterLocation } from 'ra-core';
import { createHistory } from './createHistory';
import { createPath } from './createPath';
import type { RouterHistory } from './RouterHistory';

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The router's history over the browser's own (real paths, no '#'). Each entry keeps its place in the session, so
 * a blocked back or forward knows how far to undo.
 *
 * @example
 * const history = createBrowserHistory();
 * createRoot(root).render(<Router history={history}><App /></Router>);
 */
export function createBrowserHistory(): RouterHistory {
  const read = () => {
    const state = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    const location: RouterLocation = {
      pathname,
      search,
      hash,
      state: state.usr ?? null,
      key: state.key ?? 'default',
    };
    // Nothing is written to the entry the app opened on: it is place 0, which every entry the router writes counts
    // from, and it keeps reading as 0 after a reload.
    return { location, index: state.idx ?? 0 };
  };
  return createHistory({
    current: read,
    write: (location, index, replace) => {
      const state: EntryState = { usr: location.state, key: location.key, idx: index };
      if (replace) window.history.replaceState(state, '', createPath(location));
      else window.history.pushState(state, '', createPath(location));
    },
    go: (delta) => window.history.go(delta),
    onPop: (moved) => window.addEventListener('popstate', moved),
  });
}
