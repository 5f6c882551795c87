import { useSyncExternalStore } from 'react';

export type ProgressPhase = 'idle' | 'loading' | 'done' | 'failed';

let phase: ProgressPhase = 'idle';
let pending = 0;
const listeners = new Set<() => void>();

function publish(next: ProgressPhase) {
  phase = next;
  listeners.forEach((listener) => listener());
}

/**
 * Marks a page as loading (its code or data); returns the function that marks it loaded. The progress bar runs
 * while anything is loading and finishes when the last load is done.
 *
 * @example
 * useEffect(() => beginPageLoad(), []);
 */
export function beginPageLoad(): () => void {
  pending += 1;
  if (phase !== 'loading') publish('loading');
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    pending -= 1;
    if (pending === 0 && phase === 'loading') publish('done');
  };
}

/** Turns the running progress bar into a failure (a route error). */
export function failPageLoad(): void {
  publish('failed');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => phase;

/**
 * The route-change progress: 'loading' while a page loads, then 'done' or 'failed'.
 *
 * @example
 * const phase = useRouteProgress();
 */
export function useRouteProgress(): ProgressPhase {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
