import { EventEmitter } from 'node:events';

/** What the API tells the realtime layer; payloads are account ids. */
export interface ServerEventMap {
  /** The account's effective roles changed (own roles, a group's roles, group membership). */
  'roles-changed': [accountId: number];
  /** The account was deleted or disabled. */
  'account-vanished': [accountId: number];
}

/**
 * The server's typed event bus, exposed as `app.events`.
 *
 * @example
 * app.events.on('roles-changed', (accountId) => pushResetSession(accountId));
 */
export class ServerEvents extends EventEmitter<ServerEventMap> {}
