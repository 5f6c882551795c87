import type { PerformerPresence } from '../../../contract/live/presence';

/**
 * The wall after one performer's change: their card replaced or added, or gone when they went offline.
 *
 * @example
 * withPresence(wall, { ...anna, onlineStatus: 'offline' }); // the wall without Anna
 */
export function withPresence(
  current: readonly PerformerPresence[] | undefined,
  next: PerformerPresence,
): PerformerPresence[] | undefined {
  if (!current) return undefined;
  const others = current.filter((presence) => presence.id !== next.id);
  return next.onlineStatus === 'offline' ? others : [...others, next];
}
