import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import { MESSAGING_ROLES } from '../../../contract/messaging/messagingRoles';
import type { Principal } from '../../auth/Principal';
import { lacksRole } from '../../http/ApiError';

/** The sender's role for these recipients (a 403 without it), and whether migrated members are theirs to reach. */
export function messageSender(principal: Principal, audience: MessageAudience) {
  if (!principal.roles.includes(MESSAGING_ROLES[audience.recipients])) throw lacksRole();
  return { includeMigrated: principal.roles.includes('SEARCH_MIGRATED_ACCOUNTS') };
}
