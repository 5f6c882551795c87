import { PAYOUT_ROLE } from '../finance/payoutAccess';
import type { Role } from '../roles';

/**
 * Each kind of job and the role that sees it (lists it, follows its progress, cancels it): the same role that
 * may start it.
 */
export const JOB_KINDS = {
  'payout-calculation': PAYOUT_ROLE,
} as const satisfies Record<string, Role>;

export type JobKind = keyof typeof JOB_KINDS;
