import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservations } from '../../db/schema/reservations';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { noteBody } from '../../http/noteBody';
import { writeAudit } from '../../trail/writeAudit';
import { actionAccess } from '../../resources/actionAccess';
import reservationsResource from '../../../resources/reservations';

const response = z.object({ id: z.number(), status: z.literal('released'), releasedAt: z.string() });

/**
 * PUT /reservations/:id/release (the payout role): pays a held reservation out with the next calculation. Once only:
 * a second release (a retried click, another tab) is a 409 and changes nothing. Audited with its note.
 */
export function releaseReservationRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/reservations/:id/release',
    {
      schema: { params: idParams, body: noteBody, response: { 200: response } },
      config: {
        access: actionAccess(reservationsResource, 'release'),
        sample: () => ({ url: '/api/reservations/1/release', body: { note: 'Cleared' } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const releasedAt = new Date();
      await app.db.transaction(async (tx) => {
        const [reservation] = await tx
          .select({ status: reservations.status })
          .from(reservations)
          .where(eq(reservations.id, id))
          .for('update');
        if (!reservation) throw notFound(`Reservation ${id}`);
        if (reservation.status === 'released')
          throw new ApiError(409, 'CONFLICT', 'This reservation was already released.');
        await tx
          .update(reservations)
          .set({
            status: 'released',
            releasedAt,
            releaseNote: request.body.note,
            version: sql`${reservations.version} + 1`,
          })
          .where(eq(reservations.id, id));
        await writeAudit(tx, {
          actor: actor.account,
          action: 'reservation.release',
          target: `reservation:${id}`,
          before: { status: 'held' },
          after: { status: 'released', releaseNote: request.body.note },
          save: actor.save,
        });
      });
      return { id, status: 'released' as const, releasedAt: releasedAt.toISOString() };
    },
  );
}
