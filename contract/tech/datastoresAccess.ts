import type { AccessRules } from '../canAccess';

/** Running a statement in the datastores query console (the page itself is open to all staff). */
export const DATASTORE_QUERY_ROLE = 'VIEW_ACTIVITY' as const;

/** The policy's rules: `canAccess(roles, { resource: 'datastores', action: 'query' }, rules)`. */
export const datastoreAccessRules: AccessRules = { datastores: { query: DATASTORE_QUERY_ROLE } };
