import type { AccessRules } from '../canAccess';

/** Reading the system and error logs and setting log levels (the pages themselves are open to all staff). */
export const LOGS_ROLE = 'VIEW_ACTIVITY' as const;

/** The policy's rules: `canAccess(roles, { resource: 'sysLog', action: 'read' }, rules)`. */
export const logsAccessRules: AccessRules = { sysLog: { read: LOGS_ROLE } };
