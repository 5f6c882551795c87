import type { RouterHistoryAction, RouterLocation } from 'ra-core';
import type { HistoryBlocker, RouterHistory } from './RouterHistory';

/** Where a history keeps its entries: the browser's session history, or an array. */
export interface HistoryEntries {
  current: () => { location: RouterLocation; index: number };
  write: (location: RouterLocation, index: number, replace: boolean) => void;
  go: (delta: number) => void;
  /** Calls back when the user moved through the entries (back, forward), after the move. */
  onPop: (moved: () => void) => void;
}

/**
 * The history the router runs on, over the browser's entries or memory's: it tells its listeners of every move,
 * and asks its blockers first. A blocked back or forward is undone (the entries have already moved) and redone
 * when the blocker lets it go on.
 */
export function createHistory(entries: HistoryEntries): RouterHistory {
  let { location, index } = entries.current();
  const listeners = new Set<(location: RouterLocation, action: RouterHistoryAction) => void>();
  const blockers = new Set<HistoryBlocker>();
  // Set while a blocked back or forward is being undone, until the entries are back where they were: going on
  // before then would race the browser's undo (a second history.go cancels the first one still under way).
  let undoing: (() => void) | null = null;
  let undone = Promise.resolve();
  let unblockedPop = false;

  const tell = (action: RouterHistoryAction) => {
    for (const listener of [...listeners]) listener(location, action);
  };
  const isBlocked = (
    nextLocation: RouterLocation,
    historyAction: RouterHistoryAction,
    proceed: () => void,
  ) => {
    for (const blocker of blockers) {
      if (blocker.shouldBlock({ currentLocation: location, nextLocation, historyAction })) {
        blocker.blocked({ location: nextLocation, proceed });
        return true;
      }
    }
    return false;
  };

  entries.onPop(() => {
    const next = entries.current();
    if (undoing) {
      const settle = undoing;
      undoing = null;
      settle();
      return;
    }
    const delta = index - next.index;
    if (
      !unblockedPop &&
      delta !== 0 &&
      isBlocked(next.location, 'POP', () => {
        void undone.then(() => {
          unblockedPop = true;
          entries.go(-delta);
        });
      })
    ) {
      undone = new Promise((settle) => (undoing = settle));
      entries.go(delta);
      return;
    }
    unblockedPop = false;
    ({ location, index } = next);
    tell('POP');
  });

  const commit = (to: RouterLocation, replace: boolean) => {
    const next = { ...to, key: Math.random().toString(36).slice(2, 10) };
    index = replace ? index : index + 1;
    location = next;
    entries.write(next, index, replace);
    tell(replace ? 'REPLACE' : 'PUSH');
  };

  return {
    location: () => location,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, options = {}) => {
      if (typeof to === 'number') {
        entries.go(to);
        return;
      }
      const replace = options.replace ?? false;
      if (isBlocked(to, replace ? 'REPLACE' : 'PUSH', () => commit(to, replace))) return;
      commit(to, replace);
    },
    block: (blocker) => {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
