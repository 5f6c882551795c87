import { PAYOUT_ROLE } from '../finance/payoutAccess';

/**
 * Requesting, approving and rejecting a change of bank details needs the payout role. Apart from the API's
 * schemas: the client's policy reads it on every page, and zod with it would load with the login page.
 */
export const BANK_CHANGE_ROLE = PAYOUT_ROLE;
