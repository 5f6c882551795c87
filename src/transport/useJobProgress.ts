import { useEffect, useEffectEvent } from 'react';
import type { JobView } from '../../contract/jobs/jobApi';
import type { JobKind } from '../../contract/jobs/jobKinds';
import { loadOnce } from '../lib/loadOnce';
import { getSocket, onSocketEvent } from './socketClient';

// A socket's report is parsed (nothing on the server checked it), but by zod's 26 kB only once one arrives: the pages
// that follow jobs show their data without it. Reports keep their order: each waits on the same promise.
const jobParser = loadOnce(() => import('../../contract/jobs/jobApi').then((module) => module.jobView));

/**
 * Hands each `job-progress` report of the given kinds to `onJob` as it arrives over the socket (the server sends
 * them to the job's starter and to everyone allowed to see its kind), so a page's progress moves without asking.
 * A report whose parser could not be fetched is dropped: the pages refresh a running job on their own as well.
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
    let following = true;
    const stop = onSocketEvent<unknown>('job-progress', (payload) => {
      jobParser.load().then(
        (jobView) => {
          const parsed = jobView.safeParse(payload);
          if (following && parsed.success && wanted.includes(parsed.data.kind)) report(parsed.data);
        },
        () => undefined,
      );
    });
    return () => {
      following = false;
      stop();
    };
  }, [followed]);
}
