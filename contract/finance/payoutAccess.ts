import type { AccessRules } from '../canAccess';

/**
 * Seeing and running payouts (periods, calculate, validate, finalise, SEPA) needs the catalogue's platform revenue
 * role, which the Finance group holds: the catalogue has no payout role of its own, and payouts are money data
 * (issue 22: deny by default on data). Bank details change under it too, with a second person.
 */
export const PAYOUT_ROLE = 'REVENUE_PLATFORM' as const;

/** The policy's rule for it: `canAccess(roles, { resource: 'payouts', action: 'run' }, rules)`. */
export const payoutAccessRules: AccessRules = { payouts: { run: PAYOUT_ROLE } };
