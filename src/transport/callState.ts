import { useSyncExternalStore } from 'react';
import type { HttpError } from 'ra-core';

/**
 * The one global loading + error state (docs/product.md#states, docs/product.md#errors), shared by HTTP and
 * socket calls.
 */
export interface CallState {
  loading: boolean;
  error: HttpError | null;
}

let inFlight = 0;
let state: CallState = { loading: false, error: null };
const listeners = new Set<() => void>();

function publish(next: CallState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a call as started; returns the function that marks it finished. Calling that twice is harmless. */
export function beginCall(): () => void {
  inFlight += 1;
  if (!state.loading) publish({ ...state, loading: true });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    if (inFlight === 0) publish({ ...state, loading: false });
  };
}

export function storeCallError(error: HttpError): void {
  publish({ ...state, error });
}

export function clearCallError(): void {
  if (state.error) publish({ ...state, error: null });
}

export function getCallState(): CallState {
  return state;
}

/**
 * The global call state: `loading` while any call is in flight, `error` for the last failed call.
 *
 * @example
 * const { loading } = useCallState();
 * return loading ? <LinearProgress /> : null;
 */
export function useCallState(): CallState {
  return useSyncExternalStore(subscribe, getCallState, getCallState);
}
