import type { AccessRules } from '../canAccess';

/**
 * Running payouts (calculate, validate, finalise) needs the catalogue's platform revenue role, which the Finance
 * group holds; seeing them is open to staff (AREAS: Finance). The catalogue has no payout role of its own.
 */
export const PAYOUT_WRITE_ROLE = 'REVENUE_PLATFORM' as const;

/** The policy's rule for it: `canAccess(roles, { resource: 'payouts', action: 'run' }, rules)`. */
export const payoutAccessRules: AccessRules = { payouts: { run: PAYOUT_WRITE_ROLE } };
