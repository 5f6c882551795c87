import { IN_SHOW, type OnlineStatus } from '../../../contract/live/presence';
import { ABUSE_CATEGORIES, ABUSE_EXCERPTS } from '../../db/seed/moderationTexts';
import type { PlatformRandom } from '../../db/seed/platformRandom';
import type { PresenceChange } from './setPresence';

export interface StepPerformer {
  id: number;
  onlineStatus: string;
  chatKind?: string | null;
  liveMember?: number | null;
  statusSince?: Date | null;
}

/** A private show that a move ended: the platform books it as a chat. */
export interface EndedChat {
  performer: number;
  member: number;
  kind: string;
  startedAt: Date;
  durationSeconds: number;
  credits: number;
}

/** One beat of the demo platform: who moves, which chats that ends, and the odd report and snapshot. */
export interface ActivityBeat {
  moves: { id: number; change: PresenceChange }[];
  ended: EndedChat[];
  /** A member reports one of the chats that just ended (`chat` indexes `ended`). */
  report: { chat: number; category: string; excerpt: string } | null;
  /** A performer in a show sends a snapshot for moderation. */
  snapshot: { performer: number } | null;
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
/** About one ended chat in eight is reported, and a snapshot comes in about every sixth beat. */
/** The demo's prices: credits a minute in timed shows, a flat price for the others. */
const PER_MINUTE: Readonly<Record<string, number>> = { default: 2, vip: 5, free: 0 };
const FLAT: Readonly<Record<string, number>> = { direct_message: 5, tip: 25, tip_toy: 40 };
const REPORT_CHANCE = 1 / 8;
const SNAPSHOT_CHANCE = 1 / 6;

function endedChat(performer: StepPerformer, change: PresenceChange, now: Date): EndedChat | null {
  const { liveMember, chatKind, statusSince } = performer;
  if (liveMember == null || !chatKind || !statusSince) return null;
  if (change.member === liveMember && change.chatKind === chatKind) return null;
  const durationSeconds = Math.max(1, Math.round((now.getTime() - statusSince.getTime()) / 1000));
  const perMinute = PER_MINUTE[chatKind];
  const credits =
    perMinute === undefined ? (FLAT[chatKind] ?? 0) : Math.ceil(durationSeconds / 60) * perMinute;
  return {
    performer: performer.id,
    member: liveMember,
    kind: chatKind,
    startedAt: statusSince,
    durationSeconds,
    credits,
  };
}

/**
 * One beat of the demo platform: `moves` performers change status (entering a show with a chat kind, viewers
 * and, in a private one, a member; leaving a private show ends its chat), now and then a member reports an ended
 * chat and a performer in a show sends a snapshot. Pure: the same random sequence gives the same beat, so tests
 * can drive it.
 *
 * @example
 * activityStep(new PlatformRandom(7), performers, memberIds, 3, now); // { moves: [{ id: 12, change: … }], ended: [], … }
 */
export function activityStep(
  random: PlatformRandom,
  performers: readonly StepPerformer[],
  memberIds: readonly number[],
  moves: number,
  now: Date,
): ActivityBeat {
  if (performers.length === 0) return { moves: [], ended: [], report: null, snapshot: null };
  const beat: ActivityBeat = { moves: [], ended: [], report: null, snapshot: null };
  for (let move = 0; move < moves; move++) {
    const performer = random.pick(performers);
    const onlineStatus = random.weighted(NEXT[performer.onlineStatus] ?? NEXT.offline!);
    let change: PresenceChange = { onlineStatus };
    if (IN_SHOW.includes(onlineStatus)) {
      const chatKind = random.pick(KIND_OF[onlineStatus]!);
      const private_ = onlineStatus !== 'free' && memberIds.length > 0;
      change = {
        onlineStatus,
        chatKind,
        viewers: onlineStatus === 'free' ? random.int(3, 60) : 1,
        member: private_ ? random.pick(memberIds) : null,
      };
    }
    beat.moves.push({ id: performer.id, change });
    const ended = endedChat(performer, change, now);
    if (ended) beat.ended.push(ended);
  }
  if (beat.ended.length > 0 && random.chance(REPORT_CHANCE))
    beat.report = {
      chat: random.int(0, beat.ended.length - 1),
      category: random.pick(ABUSE_CATEGORIES),
      excerpt: random.pick(ABUSE_EXCERPTS),
    };
  const inShow = performers.filter((performer) => IN_SHOW.includes(performer.onlineStatus));
  if (inShow.length > 0 && random.chance(SNAPSHOT_CHANCE))
    beat.snapshot = { performer: random.pick(inShow).id };
  return beat;
}
