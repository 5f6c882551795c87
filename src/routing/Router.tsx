import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { HistoryContext } from './HistoryContext';
import { LocationContext } from './LocationContext';
import type { RouterHistory } from './RouterHistory';

/**
 * The router over `history`: every link, route and location hook below reads and moves it. The app is drawn at a
 * new location as a transition, as react-router does: a page that waits for its code or data (suspends) leaves the
 * last one on screen rather than a fallback, and drawing it yields to the user's input.
 *
 * @example
 * <Router history={createBrowserHistory()}><App /></Router>
 */
export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const unsubscribe = history.subscribe((next) => startTransition(() => setLocation(next)));
    // A navigation between the first render and now (a child's layout effect) is drawn too.
    setLocation(history.location());
    return unsubscribe;
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}
