import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { audienceCountResponse, type MessageAudience } from '../../../contract/messaging/messagingApi';
import { call } from '../../transport/call';

/** Typing a filter asks for one count when the person pauses, not one per key. */
const SETTLE_MS = 300;

/**
 * How many recipients an audience holds now (POST /messaging/count), asked once its filters settle; null
 * while they describe no audience.
 *
 * @example
 * const { count, counting, error } = useAudienceCount(audienceOf(values));
 */
export function useAudienceCount(audience: MessageAudience | null) {
  const key = audience ? JSON.stringify(audience) : null;
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: ['messaging-count', settled],
    enabled: settled !== null,
    queryFn: async () =>
      audienceCountResponse.parse(
        await call('POST', '/messaging/count', { audience: JSON.parse(settled!) as MessageAudience }),
      ).count,
  });
  const current = settled === key && !query.isFetching;
  return {
    count: current ? query.data : undefined,
    counting: key !== null && !current && !query.isError,
    error: settled === key ? query.error : null,
    retry: () => void query.refetch(),
  } as const;
}
