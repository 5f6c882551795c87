import { useQueryClient } from '@tanstack/react-query';
import type { JobView } from '../../../contract/jobs/jobApi';
import { MASS_MESSAGE } from '../../../contract/jobs/jobKinds';
import { useJobProgress } from '../../transport/useJobProgress';

/**
 * Follows every mass message's `job-progress` over the socket: the open job and the list of sends take each
 * report as it comes, so the progress bar moves without asking.
 */
export function useMassMessageEvents(): void {
  const queryClient = useQueryClient();
  useJobProgress([MASS_MESSAGE], (job) => {
    queryClient.setQueryData(['job', job.id], job);
    queryClient.setQueryData(['messaging-jobs'], (current: JobView[] | undefined) =>
      current?.some((known) => known.id === job.id)
        ? current.map((known) => (known.id === job.id ? job : known))
        : current && [job, ...current],
    );
  });
}
