import { PAYOUT_ROLE } from '../finance/payoutAccess';
import { MESSAGING_ROLES } from '../messaging/messagingRoles';
import type { Role } from '../roles';
import { WHITELABEL_BUILD, WHITELABEL_DEPLOY, WHITELABEL_DEPLOY_ROLE } from '../whitelabels/whitelabelAccess';

/**
 * Each kind of job and the roles that see it (lists it, follows its progress, cancels it): the roles that may
 * start it, any one of them.
 */
export const JOB_KINDS = {
  'payout-calculation': [PAYOUT_ROLE],
  'mass-message': Object.values(MESSAGING_ROLES),
  [WHITELABEL_BUILD]: [WHITELABEL_DEPLOY_ROLE],
  [WHITELABEL_DEPLOY]: [WHITELABEL_DEPLOY_ROLE],
} as const satisfies Record<string, readonly Role[]>;

export type JobKind = keyof typeof JOB_KINDS;
