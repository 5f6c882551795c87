import type { JobQueueName } from '../../../contract/jobs/jobQueues';
import type { QueueState } from '../../../contract/jobs/queueMonitorApi';

/** How the page names each queue and each state. */
export const queueLabels = {
  queue: {
    messaging: 'Messaging',
    payouts: 'Payouts',
    deployments: 'Deployments',
    maintenance: 'Maintenance',
  } satisfies Record<JobQueueName, string>,
  state: {
    queued: 'Queued',
    delayed: 'Delayed',
    running: 'Running',
    done: 'Done',
    failed: 'Failed',
    cancelled: 'Cancelled',
  } satisfies Record<QueueState, string>,
};
