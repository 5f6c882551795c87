import type { RouterBlockerFunction, RouterHistoryAction, RouterLocation } from 'ra-core';

/** A navigation held back by a blocker, and how to let it go on. */
export interface BlockedNavigation {
  location: RouterLocation;
  proceed: () => void;
}

export interface HistoryBlocker {
  shouldBlock: RouterBlockerFunction;
  blocked: (navigation: BlockedNavigation) => void;
}

/** Where the app is and how it moves: the browser's history, or one in memory for tests. */
export interface RouterHistory {
  location: () => RouterLocation;
  subscribe: (listener: (location: RouterLocation, action: RouterHistoryAction) => void) => () => void;
  /** Goes to an absolute location, or `delta` steps back or forward. */
  navigate: (to: RouterLocation | number, options?: { replace?: boolean }) => void;
  block: (blocker: HistoryBlocker) => () => void;
}
