import { getToken } from '../auth/tokenStore';
import { HttpError } from 'ra-core';
import { beginCall } from './callState';
import { callFailure } from './callFailure';
import { getSocket } from './socketClient';

/** The calls that go over the socket instead of HTTP (docs/product.md#calls). */
const SOCKET_CALLS = new Set([
  'GET /deployment/status',
  'POST /wse/chat/message',
  'POST /wse/chat/join',
  'POST /wse/chat/leave',
]);

export function isSocketCall(method: string, path: string): boolean {
  return SOCKET_CALLS.has(`${method} ${path}`);
}

const REPLY_TIMEOUT_MS = 30_000;

interface SocketReply {
  status: number;
  data?: unknown;
  error?: { message?: string };
}

/**
 * Sends one request over the socket and settles with its reply: status 200 resolves with `data`; any
 * other status (or no reply in time) rejects with an {@link HttpError} that is also stored globally.
 *
 * @example
 * const status = await socketRequest('GET', '/deployment/status');
 */
export function socketRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const done = beginCall();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      done();
      reject(callFailure(error));
    };
    const timer = setTimeout(
      () => fail(new HttpError('The server did not answer in time', 504)),
      REPLY_TIMEOUT_MS,
    );
    getSocket().emit('request', { method, path, token: getToken(), payload }, (reply: SocketReply) => {
      clearTimeout(timer);
      if (settled) return;
      if (reply?.status === 200) {
        settled = true;
        done();
        resolve(reply.data as T);
      } else {
        const status = reply?.status ?? 500;
        fail(new HttpError(reply?.error?.message ?? 'Error', status, reply?.error));
      }
    });
  });
}
