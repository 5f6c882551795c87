import { useEffect } from 'react';
import { getSocket } from '../transport/socketClient';

// Not pointermove: browsers fire it by themselves when the layout moves under a resting pointer.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Tells the server that the user is active (`activity` socket event), at most once per `intervalMs`,
 * so it refreshes the token instead of expiring it.
 *
 * @example
 * useActivityReporter(30_000);
 */
export function useActivityReporter(intervalMs = 30_000): void {
  useEffect(() => {
    let last = 0;
    const report = () => {
      const now = Date.now();
      if (now - last < intervalMs) return;
      last = now;
      getSocket().emit('activity');
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, report, { passive: true }));
    return () => ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, report));
  }, [intervalMs]);
}
