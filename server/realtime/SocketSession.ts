import { decodeJwt } from 'jose';
import type { Socket } from 'socket.io';
import type { IssuedSession } from './issueSocketSession';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SessionToken,
  SocketData,
} from './RealtimeEvents';
import { sessionRoom } from './sessionRooms';

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** What a socket session asks the server before it hands out a token. */
export interface SessionAuthority {
  /** Signs a new token for the socket's account; null when the account is gone. */
  issue(): Promise<IssuedSession | null>;
  /** Whether the socket's current token still stands; `afterRoleChange` accepts the version the change moved. */
  stands(token: string, afterRoleChange: boolean): Promise<boolean>;
}

/** Never refresh earlier than a minute before expiry, nor in the last fifth of a short token's life. */
const MAX_REFRESH_LEAD_MS = 60_000;
const REFRESH_LEAD_SHARE = 0.2;
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When the token was signed. The refresh lead is a share of its whole life: measured from the socket's connection,
 * a page that connected late in its token's life would get its renewal too close to the expiry to arrive in time.
 */
function issuedAtOf(token: string): number {
  const { iat } = decodeJwt(token);
  return typeof iat === 'number' ? iat * 1000 : Date.now();
}

/**
 * The token lifecycle of one socket. Shortly before the token expires it pushes `token-refresh` with a new
 * token, but only if the dashboard reported `activity` since the current token was issued and the current token
 * still stands (not signed out, account enabled and current); an idle session gets `token-expired` at expiry
 * instead and is disconnected, a revoked one is disconnected. `reset` hands over a token with new roles and
 * ends the socket, so the dashboard comes back with it (and the rooms its roles give); `vanish` serves the
 * account's removal.
 *
 * @example
 * const session = new SocketSession(socket, authority, { token, exp }, log);
 * socket.on('activity', () => session.activity());
 */
export class SocketSession {
  private current: SessionToken;
  private issuedAt: number;
  private activeSinceIssue = false;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private refreshQueued = false;
  private ended = false;

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly authority: SessionAuthority,
    session: SessionToken,
    private readonly onError: (error: unknown) => void,
  ) {
    this.current = session;
    this.issuedAt = issuedAtOf(session.token);
    this.schedule();
  }

  get token(): string {
    return this.current.token;
  }

  activity(): void {
    this.activeSinceIssue = true;
    if (Date.now() >= this.refreshAt()) void this.renew('token-refresh');
  }

  /** The account's roles changed: hand over a token that carries the new ones, then end this socket. */
  reset(): Promise<void> {
    return this.renew('reset-session');
  }

  vanish(): void {
    if (this.ended) return;
    this.socket.emit('account-vanished', {});
    this.end();
  }

  end(): void {
    this.ended = true;
    clearTimeout(this.timer);
    this.socket.disconnect(true);
  }

  private refreshAt(): number {
    const lifetime = this.current.exp * 1000 - this.issuedAt;
    return this.current.exp * 1000 - Math.min(MAX_REFRESH_LEAD_MS, lifetime * REFRESH_LEAD_SHARE);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.ended) return;
    const refreshIn = this.refreshAt() - Date.now();
    if (refreshIn > 0) {
      this.timer = setTimeout(() => this.onRefreshDue(), Math.min(refreshIn, MAX_TIMER_MS));
      return;
    }
    this.timer = setTimeout(() => this.expire(), Math.max(0, this.current.exp * 1000 - Date.now()));
  }

  private onRefreshDue(): void {
    if (Date.now() < this.refreshAt()) return this.schedule();
    if (this.activeSinceIssue) void this.renew('token-refresh');
    else this.schedule();
  }

  private expire(): void {
    if (this.ended) return;
    this.socket.emit('token-expired', { token: this.current.token });
    this.end();
  }

  /** Renewals run one after another, so a role reset never races a refresh that read the old roles. */
  private renew(event: 'token-refresh' | 'reset-session'): Promise<void> {
    if (event === 'token-refresh') {
      if (this.refreshQueued) return this.chain;
      this.refreshQueued = true;
    }
    this.chain = this.chain
      .then(() => this.issueAndSend(event))
      .catch((error: unknown) => this.onError(error));
    return this.chain;
  }

  private async issueAndSend(event: 'token-refresh' | 'reset-session'): Promise<void> {
    if (event === 'token-refresh') this.refreshQueued = false;
    if (this.ended) return;
    const roleChange = event === 'reset-session';
    if (!(await this.authority.stands(this.current.token, roleChange))) return this.end();
    const session = await this.authority.issue();
    if (this.ended) return;
    if (!session) return this.vanish();
    const { token, exp, jti } = session;
    if (roleChange) {
      this.socket.emit('reset-session', { token, exp });
      return this.end();
    }
    this.current = { token, exp };
    this.issuedAt = issuedAtOf(token);
    this.activeSinceIssue = false;
    this.schedule();
    // Joined before the token leaves: a sign-out with it must find this socket.
    await this.socket.join(sessionRoom(jti));
    Object.assign(this.socket.data, { token, exp });
    this.socket.emit('token-refresh', { token, exp });
  }
}
