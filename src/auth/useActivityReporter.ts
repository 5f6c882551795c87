import { useEffect } from 'react';
import { getSocket, onSocketEvent } from '../transport/socketClient';

// Not pointermove: browsers fire it by themselves when the layout moves under a resting pointer.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Tells the server that the user is active (`activity` socket event), at most once per `intervalMs`,
 * so it refreshes the token instead of expiring it. The server keeps that per connection: a socket that
 * (re)connects is told again of activity the throttle would otherwise keep from it.
 *
 * @example
 * useActivityReporter(30_000);
 */
export function useActivityReporter(intervalMs = 30_000): void {
  useEffect(() => {
    let lastReport = 0;
    let lastActivity = 0;
    const report = () => {
      const now = Date.now();
      lastActivity = now;
      if (now - lastReport < intervalMs) return;
      lastReport = now;
      getSocket().emit('activity');
    };
    const offConnect = onSocketEvent('connect', () => {
      if (lastActivity === 0 || Date.now() - lastActivity >= intervalMs) return;
      lastReport = Date.now();
      getSocket().emit('activity');
    });
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, report, { passive: true }));
    return () => {
      offConnect();
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, report));
    };
  }, [intervalMs]);
}
