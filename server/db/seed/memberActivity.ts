import { shapeTime } from './weeklyShape';
import type { PlatformRandom } from './platformRandom';

const MINUTE = 60_000;
const BUNDLES = [100, 250, 500, 1000, 2500];
/** The payment type each paid chat kind books (docs/product.md#entities); free chats book none. */
const PAYMENT_TYPE: Record<string, string> = {
  default: 'clientppm',
  vip: 'clientppmvip',
  direct_message: 'clientmessage',
  tip: 'clientppt',
  tip_toy: 'clientcybertoy',
};

/** A member's chats, the payments they made for them and the credits ledger that ends at their balance. */
export interface MemberActivity {
  chats: {
    member: number;
    performer: number;
    kind: string;
    startedAt: Date;
    endedAt: Date;
    durationSeconds: number;
    credits: number;
  }[];
  payments: {
    member: number;
    performer: number | null;
    type: string;
    amount: number;
    credits: number;
    createdAt: Date;
  }[];
  ledger: {
    member: number;
    amount: number;
    balance: number;
    reason: string;
    actor: string;
    createdAt: Date;
  }[];
}

/** The kinds of chat the platform has (docs/product.md#entities), with how often members have them. */
export const CHAT_KINDS: readonly (readonly [string, number])[] = [
  ['default', 40],
  ['free', 20],
  ['vip', 10],
  ['direct_message', 12],
  ['tip', 12],
  ['tip_toy', 6],
];

function chatOf(random: PlatformRandom, kind: string): { seconds: number; credits: number } {
  if (kind === 'default' || kind === 'free' || kind === 'vip') {
    const seconds = random.int(30, 2700);
    const perMinute = kind === 'free' ? 0 : kind === 'vip' ? random.int(4, 6) : random.int(1, 3);
    return { seconds, credits: Math.ceil(seconds / 60) * perMinute };
  }
  if (kind === 'direct_message') return { seconds: 0, credits: random.int(2, 10) };
  return { seconds: 0, credits: kind === 'tip' ? random.int(5, 200) : random.int(10, 100) };
}

/**
 * One member's history between `since` and `now`: chats of the given kinds with these performers, a payment
 * for each paid chat (its credits at the member's price per credit, in cents; a provision now and then), and a
 * ledger of bundle purchases, the chats' spending and one last correction, so the last balance is `credits`
 * and no balance is ever below zero.
 *
 * @example
 * const activity = memberActivity(random, { id: 7, credits: 120 }, ['default', 'tip'], [3, 9], since, now);
 */
export function memberActivity(
  random: PlatformRandom,
  member: { id: number; credits: number },
  kinds: readonly string[],
  performers: readonly number[],
  since: Date,
  now: Date,
): MemberActivity {
  const activity: MemberActivity = { chats: [], payments: [], ledger: [] };
  const cents = random.int(9, 12);
  // Chats end before `now`: the longest lasts 45 minutes.
  const latest = new Date(now.getTime() - 60 * MINUTE);
  const starts = kinds
    .map(() => shapeTime(random.dateBetween(since, latest, 1.5), since, latest))
    .sort((a, b) => a.getTime() - b.getTime());
  let balance = 0;
  let booked = 0;
  const book = (amount: number, reason: string, actor: string, at: Date) => {
    balance += amount;
    // Overlapping chats would book out of order; a ledger read by time must show each balance after the last.
    booked = Math.max(at.getTime(), booked + 1000);
    activity.ledger.push({ member: member.id, amount, balance, reason, actor, createdAt: new Date(booked) });
  };
  kinds.forEach((kind, index) => {
    const startedAt = starts[index]!;
    const { seconds, credits } = chatOf(random, kind);
    const performer = random.pick(performers);
    const endedAt = new Date(startedAt.getTime() + seconds * 1000);
    activity.chats.push({
      member: member.id,
      performer,
      kind,
      startedAt,
      endedAt,
      durationSeconds: seconds,
      credits,
    });
    const type = PAYMENT_TYPE[kind];
    if (!type || credits === 0) return;
    if (balance < credits) {
      const bundle = BUNDLES.find((size) => size >= credits - balance) ?? credits - balance;
      book(bundle, `Bundle of ${bundle} credits bought`, 'member', new Date(startedAt.getTime() - MINUTE));
    }
    book(-credits, `Chat (${kind})`, 'platform', endedAt);
    activity.payments.push({
      member: member.id,
      performer,
      type,
      amount: credits * cents,
      credits,
      createdAt: endedAt,
    });
  });
  const last = booked > 0 ? booked : random.dateBetween(since, latest).getTime();
  const settled = new Date(Math.min(latest.getTime(), last + random.int(1, 14) * 24 * 60 * MINUTE));
  if (member.credits > balance) book(member.credits - balance, 'Credits bought', 'member', settled);
  else if (member.credits < balance)
    book(member.credits - balance, 'Unused credits expired', 'platform', settled);
  return activity;
}
