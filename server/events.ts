import { EventEmitter } from 'node:events';
import type { JobView } from '../contract/jobs/jobApi';
import type { PerformerPresence } from '../contract/live/presence';
import type { SettingsChanged } from '../contract/tech/settingsChanged';
import type { LogsLine } from '../contract/tech/logsLine';
import type { StreamUpdate } from '../contract/tech/streamsApi';
import type { DeploymentUpdate } from '../contract/tech/deploymentsApi';

/** What the API tells the realtime layer. */
export interface ServerEventMap {
  /** The account's effective roles changed (own roles, a group's roles, group membership). */
  'roles-changed': [accountId: number];
  /** The account was deleted or disabled. */
  'account-vanished': [accountId: number];
  /** A session signed out (POST /logout revoked this token): the sockets it opened or refreshed into end. */
  'session-ended': [jti: string];
  /** Every session of the account ended (its password was reset): all its sockets end. */
  'account-sessions-ended': [accountId: number];
  /** A job changed state (server/jobs): its starter's sockets and those allowed to see its kind follow it. */
  'job-progress': [job: JobView, startedById: number];
  /** A performer's live status changed (the live wall of staff with VIEW_LIVE_CAMS follows it). */
  'live-update': [presence: PerformerPresence];
  /** A setting of System configuration changed (server/settings): every instance re-reads it, open pages refresh. */
  'settings-changed': [change: SettingsChanged];
  /** A committed sys_log line this instance heard of (server/logs/followSysLog.ts): its VIEW_ACTIVITY sockets get it. */
  'sys-log': [line: LogsLine];
  /** A performer's stream changed or ended (the streams list of staff with VIEW_STREAMS follows it). */
  'stream-update': [update: StreamUpdate];
  /** A whitelabel build or deployment job changed state (every signed-in Deployments page follows it). */
  'deployment-update': [update: DeploymentUpdate];
}

/**
 * The server's typed event bus, exposed as `app.events`.
 *
 * @example
 * app.events.on('roles-changed', (accountId) => pushResetSession(accountId));
 */
export class ServerEvents extends EventEmitter<ServerEventMap> {}
