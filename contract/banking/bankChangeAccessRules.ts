import type { AccessRules } from '../canAccess';
import { BANK_CHANGE_ROLE } from './bankChangeRole';

/**
 * The policy's rule for bank details changes: requesting, approving and rejecting one needs the payout role, as
 * the server's /bank-changes routes do (`canAccess(roles, { resource: 'bank-changes', action: 'request' }, rules)`).
 */
export const bankChangeAccessRules: AccessRules = { 'bank-changes': { '*': BANK_CHANGE_ROLE } };
