import { eq, sql } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations';
import { ApiError, validationError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';
import { financeToday } from './financeToday';

const present = (value: unknown) => value !== null && value !== undefined;

/**
 * Reservations beyond CRUD: held from exactly one performer or studio, until a day not yet past, and frozen
 * once released. A release pays the reservation out with the next calculation, once: a second one (a retried
 * click, another tab) is a 409 and changes nothing.
 */
export const reservationHooks: ResourceHooks<typeof reservations.$inferSelect> = {
  actions: {
    release: async ({ tx, id, row, body }) => {
      if (row.status === 'released')
        throw new ApiError(409, 'CONFLICT', 'This reservation was already released.');
      const releasedAt = new Date();
      const releaseNote = String(body.note);
      await tx
        .update(reservations)
        .set({ status: 'released', releasedAt, releaseNote, version: sql`${reservations.version} + 1` })
        .where(eq(reservations.id, id));
      return {
        answer: { status: 'released', releasedAt: releasedAt.toISOString() },
        audit: { before: { status: 'held' }, after: { status: 'released', releaseNote } },
      };
    },
  },
  beforeWrite: async (_context, { op, input, before }) => {
    if (op === 'delete') return;
    if (before?.status === 'released')
      throw new ApiError(409, 'CONFLICT', 'This reservation was released and can no longer be changed.');
    const merged = { ...before, ...input };
    const performer = present(merged.performer);
    const studio = present(merged.studio);
    if (performer && studio)
      throw validationError({ studio: 'Hold back from a performer or from a studio, not both' });
    if (!performer && !studio)
      throw validationError({ performer: 'Choose the performer or the studio to hold back from' });
    if ('until' in input && typeof input.until === 'string' && input.until.slice(0, 10) < financeToday())
      throw validationError({ until: 'Held until must be today or later' });
  },
};
