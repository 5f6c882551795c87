import { getToken } from '../auth/tokenStore';

/**
 * The headers every API call carries (docs/product.md#calls): the stored login's token and a JSON content
 * type, over the caller's own.
 *
 * @example
 * fetch(url, { method: 'GET', headers: apiHeaders() });
 */
export function apiHeaders(own?: HeadersInit): Headers {
  const headers = new Headers(own);
  const token = getToken();
  if (token) headers.set('token', token);
  headers.set('Content-Type', 'application/json');
  return headers;
}
