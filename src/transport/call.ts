import { getConfig } from '../config/config';
import { HttpError } from 'ra-core';
import { apiHeaders } from './apiHeaders';
import { beginCall } from './callState';
import { callFailure } from './callFailure';
import { encodeQuery } from './encodeQuery';
import { fillPath } from './fillPath';
import { isSocketCall, socketRequest } from './socketRequest';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * THE call layer (docs/product.md#calls): fills `:key` path segments from the data, sends the rest as query
 * (GET/DELETE) or JSON body (POST/PUT) with the token header (and the caller's own, e.g. a save's `Save-Id`),
 * and resolves with the body of an HTTP 200. Any failure is stored in the global call state, except a 403,
 * which is only rethrown.
 *
 * @example
 * const { data } = await call<{ data: Account }>('GET', '/login/account/:id', { id: 7 });
 */
export async function call<T = unknown>(
  method: Method,
  path: string,
  data?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<T> {
  let filled: ReturnType<typeof fillPath>;
  try {
    filled = fillPath(path, data);
  } catch (error) {
    throw callFailure(error);
  }
  if (isSocketCall(method, path)) return socketRequest<T>(method, filled.path, filled.rest);

  const done = beginCall();
  try {
    const response = await send(method, filled.path, filled.rest, headers);
    const body = await readBody(response);
    if (response.status !== 200) throw new HttpError(messageOf(body, response), response.status, body);
    return body as T;
  } catch (error) {
    throw callFailure(error);
  } finally {
    done();
  }
}

/**
 * A forwarded call (docs/product.md#calls): POST/PUT /forwarding/{api} carrying the route and payload as
 * fields.
 *
 * @example
 * await forward('POST', 'news', '/admin/news', { title: 'Hello' });
 */
export function forward<T = unknown>(
  method: 'POST' | 'PUT',
  api: string,
  route: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  return call<T>(method, '/forwarding/:api', { api, route, payload }, headers);
}

function send(
  method: Method,
  path: string,
  rest: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<Response> {
  const inQuery = method === 'GET' || method === 'DELETE';
  const query = inQuery ? encodeQuery(rest) : '';
  const url = `${getConfig().apiUrl}${path}${query ? `?${query}` : ''}`;
  return fetch(url, {
    method,
    headers: apiHeaders(headers),
    // A JSON content type with no body is refused by strict parsers (Fastify's), so DELETE carries `{}`.
    body: method === 'GET' ? undefined : JSON.stringify(inQuery ? {} : rest),
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  if (typeof body === 'string' && body) return body;
  return response.statusText || `HTTP ${response.status}`;
}
