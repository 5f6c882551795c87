import type { SocketLike, SocketOptions } from '../socketClient';

type Listener = (...args: never[]) => void;

/** A socket.io client stand-in for unit tests: records what is emitted and lets a test push server events. */
export class FakeSocket implements SocketLike {
  connected = true;
  emitted: { event: string; args: unknown[] }[] = [];
  disconnected = false;
  io: { opts: { query?: Record<string, string> } };
  private listeners = new Map<string, Set<Listener>>();

  constructor(
    public url: string | undefined,
    public options: SocketOptions,
  ) {
    this.io = { opts: { query: options.query } };
  }

  on(event: string, handler: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(handler);
    this.listeners.set(event, set);
  }

  off(event: string, handler: Listener) {
    this.listeners.get(event)?.delete(handler);
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
  }

  /** The handshake query of each `connect()` call (a reconnection the dashboard asks for). */
  connects: unknown[] = [];

  connect() {
    this.connects.push(this.io.opts.query);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Plays a server → client event. */
  receive(event: string, payload?: unknown) {
    this.listeners.get(event)?.forEach((handler) => (handler as (value: unknown) => void)(payload));
  }

  /** Answers the last `request` emitted, as the server's ack would. */
  reply(answer: unknown) {
    const last = [...this.emitted].reverse().find((entry) => entry.event === 'request');
    (last?.args[1] as (value: unknown) => void)(answer);
  }
}
