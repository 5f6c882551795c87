import { PAYOUT_ROLE } from '../finance/payoutAccess';
import { MESSAGING_ROLES } from '../messaging/messagingRoles';
import type { Role } from '../roles';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY, WHITELABEL_DEPLOY_ROLE } from '../whitelabels/whitelabelAccess';

/** The kind of a payout period's calculation. */
export const PAYOUT_CALCULATION = 'payout-calculation';
/** The kind of a mass message's send. */
export const MASS_MESSAGE = 'mass-message';
/** The kind of the daily sweep of long-ended jobs (server/jobs/sweepEndedJobs.ts). */
export const JOB_SWEEP = 'job-sweep';
/** The role of the job queues' monitor (Tech › Bull Monitor): it sees every kind of job. */
export const QUEUE_MONITOR_ROLE = 'VIEW_BULL_MANAGER' satisfies Role;

/**
 * Each kind of job and the roles that see it (lists it, follows its progress, cancels it): the roles that may
 * start it, any one of them.
 */
export const JOB_KINDS = {
  [PAYOUT_CALCULATION]: [PAYOUT_ROLE],
  [MASS_MESSAGE]: Object.values(MESSAGING_ROLES),
  [WHITELABEL_BUILD]: [WHITELABEL_DEPLOY_ROLE],
  [WHITELABEL_DEPLOY]: [WHITELABEL_DEPLOY_ROLE],
  [JOB_SWEEP]: [QUEUE_MONITOR_ROLE],
} as const satisfies Record<string, readonly Role[]>;

export type JobKind = keyof typeof JOB_KINDS;
