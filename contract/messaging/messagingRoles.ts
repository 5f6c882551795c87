import type { Role } from '../roles';
import type { RecipientKind } from './messagingApi';

/** Messaging members needs the role that finds them; messaging performers, the one that reviews them. */
export const MESSAGING_ROLES = {
  members: 'SEARCH_MEMBER',
  performers: 'VIEW_NEW_PERFORMERS',
} as const satisfies Record<RecipientKind, Role>;
