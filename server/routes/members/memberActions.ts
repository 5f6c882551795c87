import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { creditLedger } from '../../db/schema/platformMoney';
import { loginLinks, members } from '../../db/schema/platformUsers';
import { validationError } from '../../http/ApiError';
import type { ActionHandler } from '../../resources/ServedResource';
import { memberSignInUrl } from './memberSignInUrl';

type Member = typeof members.$inferSelect;

/** A sign-in link is good for one use within a minute: long enough to click, too short to pass around. */
const LINK_LIFETIME_SECONDS = 60;
export const hashOfLoginToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Entry = typeof creditLedger.$inferSelect;
const shown = (row: Entry) => ({
  id: row.id,
  amount: row.amount,
  balance: row.balance,
  reason: row.reason,
  actor: row.actor,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Donates or reduces a member's credits with a reason. One ledger entry per `requestKey`: a retried or doubled
 * submit books once and answers the first booking; the balance never goes below zero; the member row is locked
 * (by the engine), so concurrent bookings queue.
 */
function book(direction: 'donate' | 'reduce'): ActionHandler<Member> {
  return async ({ tx, actor, id, row: member, body }) => {
    const amount = Number(body.amount);
    const reason = String(body.reason);
    const requestKey = String(body.requestKey);
    const [booked] = await tx.select().from(creditLedger).where(eq(creditLedger.requestKey, requestKey));
    if (booked) {
      if (booked.member !== id) throw validationError({ requestKey: 'Already used for another member' });
      return { answer: { data: { entry: shown(booked), credits: member.credits } } };
    }
    const change = direction === 'donate' ? amount : -amount;
    const balance = member.credits + change;
    if (balance < 0)
      throw validationError({ amount: `The balance is ${member.credits} credits; it cannot go below 0` });
    await tx
      .update(members)
      .set({ credits: balance, version: sql`${members.version} + 1` })
      .where(eq(members.id, id));
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        member: id,
        amount: change,
        balance,
        reason,
        actor: actor.account.username,
        actorId: actor.account.id,
        requestKey,
      })
      .returning();
    if (!entry) throw new Error(`The ledger entry for member ${id} was not written`);
    return {
      answer: { data: { entry: shown(entry), credits: balance } },
      audit: { before: { credits: member.credits }, after: { credits: balance, reason } },
    };
  };
}

/**
 * Login as member: a short-lived single-use sign-in link to the member's own site, audited. The site's sign-in
 * page redeems the token with GET /member-login/:token (loginAsRoutes).
 */
const loginAs: ActionHandler<Member> = async ({ tx, actor, id, row: member }) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_SECONDS * 1000);
  await tx
    .insert(loginLinks)
    .values({ tokenHash: hashOfLoginToken(token), member: id, actorId: actor.account.id, expiresAt });
  return {
    answer: { url: await memberSignInUrl(tx, member.whitelabel, token), expiresAt: expiresAt.toISOString() },
    audit: { changes: { signInLink: { before: null, after: `Valid until ${expiresAt.toISOString()}` } } },
  };
};

/** A deleted member becomes active again. */
const restore: ActionHandler<Member> = async ({ tx, id, row }) => {
  if (row.state !== 'deleted') throw validationError({ state: 'Only a deleted member can be restored' });
  await tx
    .update(members)
    .set({ state: 'active', version: sql`${members.version} + 1` })
    .where(eq(members.id, id));
  return { answer: { state: 'active' }, audit: { before: { state: 'deleted' }, after: { state: 'active' } } };
};

/** The record actions of resources/members. */
export const memberActions = {
  donateCredits: book('donate'),
  reduceCredits: book('reduce'),
  loginAs,
  restore,
};
