import { useQuery } from '@tanstack/react-query';
import { jobListResponse } from '../../../contract/jobs/jobApi';
import { call } from '../../transport/call';
import { MASS_MESSAGE } from '../../../contract/jobs/jobKinds';

/**
 * The newest mass messages (GET /jobs of the kind), running ones included: how a person finds a send again
 * after leaving the page.
 */
export function useRecentSends() {
  return useQuery({
    queryKey: ['messaging-jobs'],
    queryFn: async () => jobListResponse.parse(await call('GET', '/jobs', { kind: MASS_MESSAGE })).data,
  });
}
