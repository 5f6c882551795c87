import { IN_SHOW, type OnlineStatus } from '../../../contract/live/presence';
import type { PlatformRandom } from '../../db/seed/platformRandom';
import type { PresenceChange } from './setPresence';

export interface StepPerformer {
  id: number;
  onlineStatus: string;
}

/** What a performer does next, by what they do now: offline ones come online, online ones start shows, … */
const NEXT: Readonly<Record<string, readonly (readonly [OnlineStatus, number])[]>> = {
  offline: [['online', 1]],
  online: [
    ['live', 3],
    ['free', 2],
    ['vip', 1],
    ['pause', 1],
    ['offline', 1],
  ],
  live: [
    ['online', 2],
    ['vip', 1],
    ['pause', 1],
  ],
  free: [
    ['live', 2],
    ['online', 1],
  ],
  vip: [['online', 1]],
  pause: [
    ['online', 2],
    ['offline', 1],
  ],
};
const KIND_OF: Readonly<Record<string, readonly string[]>> = {
  live: ['default', 'direct_message', 'tip', 'tip_toy'],
  free: ['free'],
  vip: ['vip'],
};

/**
 * One beat of the demo platform: `moves` performers change status (entering a show with a chat kind, viewers and,
 * in a private one, a member). Pure: the same random sequence gives the same beat, so tests can drive it.
 *
 * @example
 * activityStep(new PlatformRandom(7), performers, memberIds, 3); // [{ id: 12, change: { onlineStatus: 'live', … } }, …]
 */
export function activityStep(
  random: PlatformRandom,
  performers: readonly StepPerformer[],
  memberIds: readonly number[],
  moves: number,
): { id: number; change: PresenceChange }[] {
  if (performers.length === 0) return [];
  return Array.from({ length: moves }, () => {
    const performer = random.pick(performers);
    const onlineStatus = random.weighted(NEXT[performer.onlineStatus] ?? NEXT.offline!);
    if (!IN_SHOW.includes(onlineStatus)) return { id: performer.id, change: { onlineStatus } };
    const chatKind = random.pick(KIND_OF[onlineStatus]!);
    const private_ = onlineStatus !== 'free' && memberIds.length > 0;
    return {
      id: performer.id,
      change: {
        onlineStatus,
        chatKind,
        viewers: onlineStatus === 'free' ? random.int(3, 60) : 1,
        member: private_ ? random.pick(memberIds) : null,
      },
    };
  });
}
