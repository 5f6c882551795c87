import type { SocketSession } from './SocketSession';

/**
 * The socket sessions this instance holds, by account, so server events reach every tab of an account.
 *
 * @example
 * registry.add(1, session);
 * registry.forAccount(1, (session) => session.vanish());
 */
export class SessionRegistry {
  private readonly byAccount = new Map<number, Set<SocketSession>>();

  add(accountId: number, session: SocketSession): void {
    const sessions = this.byAccount.get(accountId) ?? new Set();
    sessions.add(session);
    this.byAccount.set(accountId, sessions);
  }

  remove(accountId: number, session: SocketSession): void {
    const sessions = this.byAccount.get(accountId);
    sessions?.delete(session);
    if (sessions?.size === 0) this.byAccount.delete(accountId);
  }

  forAccount(accountId: number, action: (session: SocketSession) => void): void {
    for (const session of [...(this.byAccount.get(accountId) ?? [])]) action(session);
  }

  all(): SocketSession[] {
    return [...this.byAccount.values()].flatMap((sessions) => [...sessions]);
  }
}
