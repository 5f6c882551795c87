import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deliveriesResponse } from '../../../contract/messaging/messagingApi';
import { call } from '../../transport/call';

export const DELIVERIES_PAGE = 25;

/**
 * A mass message's outcome per recipient (GET /messaging/jobs/:id/deliveries), a page at a time by recipient
 * id; `ended` refreshes it once the send has finished.
 *
 * @example
 * const { page, next, previous } = useMessageDeliveries(12, job.status);
 */
export function useMessageDeliveries(id: number, status: string) {
  // The cursors of the pages before this one: 'Previous' goes back without asking for them again.
  const [cursors, setCursors] = useState<number[]>([0]);
  const after = cursors.at(-1) ?? 0;
  const page = useQuery({
    queryKey: ['message-deliveries', id, status, after],
    queryFn: async () =>
      deliveriesResponse.parse(
        await call('GET', '/messaging/jobs/:id/deliveries', { id, after, limit: DELIVERIES_PAGE }),
      ),
  });
  const following = page.data?.next ?? null;
  return {
    page,
    pageNumber: cursors.length,
    next: following === null ? undefined : () => setCursors([...cursors, following]),
    previous: cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : undefined,
  } as const;
}
