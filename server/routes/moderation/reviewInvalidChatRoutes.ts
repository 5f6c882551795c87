import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { chatSessions, creditLedger } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { noteBody } from '../../http/noteBody';
import invalidChats from '../../../resources/invalidChats';
import { actionAccess } from '../../resources/actionAccess';

const response = z.object({
  id: z.number(),
  review: z.enum(['valid', 'refunded']),
  refunded: z.number().int(),
});
type Review = z.infer<typeof response>['review'];

/** Locks a flagged chat not reviewed yet, or says why it cannot be reviewed. */
async function lockUnreviewed(tx: Db, id: number) {
  const [chat] = await tx
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), isNotNull(chatSessions.invalidReason)))
    .for('update');
  if (!chat) throw notFound(`Invalid chat ${id}`);
  if (chat.review)
    throw new ApiError(409, 'CONFLICT', `${chat.reviewedBy ?? 'Someone'} reviewed this chat already.`);
  return chat;
}

/** Gives the member the chat's credits back: one ledger entry, keyed by the chat, so it is never booked twice. */
async function refundCredits(tx: Db, chat: typeof chatSessions.$inferSelect, actor: Principal) {
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
 * PUT /wse/chats/invalid/:id/valid (VIEW_INVALID_CHATS) and /refund (DONATE_CREDITS): reviews a flagged chat
 * once, with a note: valid (the chat stands), or refunded (the member gets its credits back through the credits
 * ledger). A second review is a 409 naming who reviewed it. Audited on the chat.
 */
export function reviewInvalidChatRoutes(app: FastifyInstance): void {
  const review = (path: string, outcome: Review, action: 'markValid' | 'refund') =>
    app.withTypeProvider<ZodTypeProvider>().put(
      `/wse/chats/invalid/:id/${path}`,
      {
        schema: { params: idParams, body: noteBody, response: { 200: response } },
        config: {
          access: actionAccess(invalidChats, action),
          sample: () => ({ url: `/api/wse/chats/invalid/1/${path}`, body: { note: 'Checked the stream' } }),
        },
      },
      async (request) => {
        const { id } = request.params;
        const actor = principalOf(request);
        const refunded = await app.db.transaction(async (tx) => {
          const chat = await lockUnreviewed(tx, id);
          if (outcome === 'refunded') {
            if (chat.credits === 0)
              throw new ApiError(409, 'CONFLICT', 'This chat cost no credits to refund.');
            await refundCredits(tx, chat, actor);
          }
          await tx
            .update(chatSessions)
            .set({
              review: outcome,
              reviewedAt: new Date(),
              reviewedBy: actor.account.username,
              reviewNote: request.body.note,
            })
            .where(eq(chatSessions.id, id));
          await writeAudit(tx, {
            actor: actor.account,
            action: outcome === 'valid' ? 'invalidChat.marked-valid' : 'invalidChat.refund',
            target: `invalidChat:${id}`,
            before: { review: null },
            after: {
              review: outcome,
              reviewNote: request.body.note,
              refunded: outcome === 'refunded' ? chat.credits : 0,
            },
            save: actor.save,
          });
          return outcome === 'refunded' ? chat.credits : 0;
        });
        return { id, review: outcome, refunded };
      },
    );
  review('valid', 'valid', 'markValid');
  review('refund', 'refunded', 'refund');
}
