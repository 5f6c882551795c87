import { WHITELABEL_BUILD, WHITELABEL_DEPLOY } from '../whitelabels/whitelabelAccess';
import { JOB_SWEEP, MASS_MESSAGE, PAYOUT_CALCULATION, type JobKind } from './jobKinds';

/**
 * The queues the monitor shows, each the kinds of job doing one area's work. There is no exports queue: no
 * export runs as a job yet.
 */
export const JOB_QUEUES = {
  messaging: [MASS_MESSAGE],
  payouts: [PAYOUT_CALCULATION],
  deployments: [WHITELABEL_BUILD, WHITELABEL_DEPLOY],
  maintenance: [JOB_SWEEP],
} as const satisfies Record<string, readonly JobKind[]>;

export type JobQueueName = keyof typeof JOB_QUEUES;
export const JOB_QUEUE_NAMES = Object.keys(JOB_QUEUES) as [JobQueueName, ...JobQueueName[]];
