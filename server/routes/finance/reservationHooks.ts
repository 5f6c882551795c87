import { ApiError, validationError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';
import { financeToday } from './financeToday';

const present = (value: unknown) => value !== null && value !== undefined;

/**
 * Reservations beyond CRUD: held from exactly one performer or studio, until a day not yet past, and frozen
 * once released (a release is its own call, see releaseReservationRoute).
 */
export const reservationHooks: ResourceHooks = {
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
