import { useEffect, useEffectEvent } from 'react';
import { jobView, type JobView } from '../../contract/jobs/jobApi';
import type { JobKind } from '../../contract/jobs/jobKinds';
import { getSocket, onSocketEvent } from './socketClient';

/**
 * Hands each `job-progress` report of the given kinds to `onJob` as it arrives over the socket (the server sends
 * them to the job's starter and to everyone allowed to see its kind), so a page's progress moves without asking.
 *
 * @example
 * useJobProgress([MASS_MESSAGE], (job) => queryClient.setQueryData(['job', job.id], job));
 */
export function useJobProgress(kinds: readonly JobKind[], onJob: (job: JobView) => void): void {
  const report = useEffectEvent(onJob);
  const followed = kinds.join(' ');
  useEffect(() => {
    getSocket();
    const wanted: readonly string[] = followed.split(' ');
    return onSocketEvent<JobView>('job-progress', (payload) => {
      const parsed = jobView.safeParse(payload);
      if (parsed.success && wanted.includes(parsed.data.kind)) report(parsed.data);
    });
  }, [followed]);
}
