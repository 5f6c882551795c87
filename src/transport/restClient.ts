import { fetchUtils, HttpError, type Options } from 'ra-core';
import { getConfig } from '../config/config';
import { apiHeaders } from './apiHeaders';
import { callFailure } from './callFailure';
import { beginCall } from './callState';

export interface RestResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** An httpClient for ra-data-simple-rest: react-admin's `fetchJson` signature, with paths under the API URL. */
export type RestClient = (path: string, options?: Options) => Promise<RestResponse>;

/**
 * The httpClient of the simple-rest resources: react-admin's `fetchJson` sent to the runtime API URL with the
 * token header and a JSON content type, joining the global loading and error state as {@link call} does.
 * Success is HTTP 200 (docs/product.md#calls), like any call.
 *
 * @example
 * const rest = simpleRestProvider('', restClient);
 * await rest.getList('wse/users', params); // GET /api/wse/users?sort=…&range=…&filter=…
 */
export const restClient: RestClient = async (path, options = {}) => {
  const method = options.method ?? 'GET';
  const headers = apiHeaders(options.headers);
  headers.set('Accept', 'application/json');
  // A JSON content type with no body is refused by strict parsers (Fastify's), so a DELETE carries `{}`.
  const body = method === 'DELETE' ? (options.body ?? '{}') : options.body;
  const done = beginCall();
  try {
    const response = await fetchUtils.fetchJson(`${getConfig().apiUrl}${path}`, {
      ...options,
      headers,
      body,
    });
    if (response.status !== 200) {
      throw new HttpError(`HTTP ${response.status}`, response.status, response.json ?? null);
    }
    return response;
  } catch (error) {
    throw callFailure(error);
  } finally {
    done();
  }
};
