import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/requireRole';
import { creditLedger } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { notFound, validationError } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { intField } from '../../http/queryParams';
import { writeAudit } from '../../trail/writeAudit';
import { memberHooks } from './memberHooks';

const body = z
  .object({
    direction: z.enum(['donate', 'reduce']),
    amount: intField(1, 100_000),
    reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
    requestKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'Expected the key of this request'),
  })
  .strict();

const entry = z.object({
  id: z.number(),
  amount: z.number(),
  balance: z.number(),
  reason: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
const response = z.object({ data: z.object({ entry, credits: z.number().int() }) });

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
 * POST /member/:id/credits: donate (DONATE_CREDITS) or reduce (REDUCE_CREDITS) a member's credits with a
 * reason. One ledger entry per `requestKey`: a retried or doubled submit books once and answers the first
 * booking; the balance never goes below zero; the member row is locked, so concurrent bookings queue.
 */
export function memberCreditsRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/member/:id/credits',
    {
      schema: { params: idParams, body, response: { 200: response } },
      config: {
        access: ['DONATE_CREDITS', 'REDUCE_CREDITS'],
        sample: () => ({
          url: '/api/member/1/credits',
          body: { direction: 'donate', amount: 10, reason: 'Sample goodwill', requestKey: 'sample-key-1' },
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { direction, amount, reason, requestKey } = request.body;
      const actor = principalOf(request);
      requireRole(actor, direction === 'donate' ? 'DONATE_CREDITS' : 'REDUCE_CREDITS');
      const data = await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: members.id, credits: members.credits })
          .from(members)
          .where(and(eq(members.id, id), memberHooks.hidden?.(actor)))
          .for('update');
        if (!member) throw notFound(`Member ${id}`);
        const [booked] = await tx.select().from(creditLedger).where(eq(creditLedger.requestKey, requestKey));
        if (booked) {
          if (booked.member !== id) throw validationError({ requestKey: 'Already used for another member' });
          return { entry: shown(booked), credits: member.credits };
        }
        const change = direction === 'donate' ? amount : -amount;
        const balance = member.credits + change;
        if (balance < 0)
          throw validationError({ amount: `The balance is ${member.credits} credits; it cannot go below 0` });
        await tx
          .update(members)
          .set({ credits: balance, version: sql`${members.version} + 1` })
          .where(eq(members.id, id));
        const [row] = await tx
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
        await writeAudit(tx, {
          actor: actor.account,
          action: `member.credits-${direction}`,
          target: `member:${id}`,
          before: { credits: member.credits },
          after: { credits: balance, reason },
        });
        if (!row) throw new Error(`The ledger entry for member ${id} was not written`);
        return { entry: shown(row), credits: balance };
      });
      return { data };
    },
  );
}
