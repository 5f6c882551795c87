import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobView, type JobView } from '../../../contract/jobs/jobApi';
import { getSocket, onSocketEvent } from '../../transport/socketClient';

/** The job kind of a mass message (contract/jobs/jobKinds.ts). */
export const MASS_MESSAGE = 'mass-message';

/**
 * Follows every mass message's `job-progress` over the socket: the open job and the list of sends take each
 * report as it comes, so the progress bar moves without asking.
 */
export function useMassMessageEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    getSocket();
    return onSocketEvent<JobView>('job-progress', (payload) => {
      const parsed = jobView.safeParse(payload);
      if (!parsed.success || parsed.data.kind !== MASS_MESSAGE) return;
      const job = parsed.data;
      queryClient.setQueryData(['job', job.id], job);
      queryClient.setQueryData(['messaging-jobs'], (current: JobView[] | undefined) =>
        current?.some((known) => known.id === job.id)
          ? current.map((known) => (known.id === job.id ? job : known))
          : current && [job, ...current],
      );
    });
  }, [queryClient]);
}
