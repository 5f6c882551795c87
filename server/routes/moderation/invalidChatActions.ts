import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { chatSessions, creditLedger } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { ApiError, notFound } from '../../http/ApiError';
import type { ActionContext, ActionHandler } from '../../resources/ServedResource';

type Chat = typeof chatSessions.$inferSelect;

/** Gives the member the chat's credits back: one ledger entry, keyed by the chat, so it is never booked twice. */
async function refundCredits(tx: Db, chat: Chat, actor: Principal) {
  const [member] = await tx
    .select({ credits: members.credits })
    .from(members)
    .where(eq(members.id, chat.member))
    .for('update');
  if (!member) throw notFound(`Member ${chat.member}`);
  const balance = member.credits + chat.credits;
  await tx.update(members).set({ credits: balance }).where(eq(members.id, chat.member));
  await tx.insert(creditLedger).values({
    member: chat.member,
    amount: chat.credits,
    balance,
    reason: `Refund of invalid chat ${chat.id}`,
    actor: actor.account.username,
    actorId: actor.account.id,
    requestKey: `invalid-chat-refund-${chat.id}`,
  });
}

/**
 * A flagged chat is reviewed once, with a note: valid (the chat stands) or refunded (the member gets its credits
 * back through the credits ledger). A second review is a 409 naming who reviewed it.
 */
function review(outcome: 'valid' | 'refunded'): ActionHandler<Chat> {
  return async ({ tx, actor, id, row: chat, body }: ActionContext<Chat>) => {
    if (chat.review)
      throw new ApiError(409, 'CONFLICT', `${chat.reviewedBy ?? 'Someone'} reviewed this chat already.`);
    if (outcome === 'refunded') {
      if (chat.credits === 0) throw new ApiError(409, 'CONFLICT', 'This chat cost no credits to refund.');
      await refundCredits(tx, chat, actor);
    }
    const reviewNote = String(body.note);
    await tx
      .update(chatSessions)
      .set({ review: outcome, reviewedAt: new Date(), reviewedBy: actor.account.username, reviewNote })
      .where(eq(chatSessions.id, id));
    const refunded = outcome === 'refunded' ? chat.credits : 0;
    return {
      answer: { review: outcome, refunded },
      audit: { before: { review: null }, after: { review: outcome, reviewNote, refunded } },
    };
  };
}

/** The review actions of resources/invalidChats. */
export const invalidChatActions = { markValid: review('valid'), refund: review('refunded') };
