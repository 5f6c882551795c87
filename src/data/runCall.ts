import type { ApiCall } from '../../contract/ApiCall';
import { callFailure } from '../transport/callFailure';
import { fillPath } from '../transport/fillPath';
import type { Transports } from './Transports';

/**
 * Sends one declared API call through the matching transport, applying its request and response mappings. A
 * forwarded call's route has its `:x` segments filled from the data, as an HTTP path has
 * (docs/product.md#calls).
 *
 * @example
 * await runCall({ via: 'forward', method: 'PUT', api: 'admin', route: '/studio/:id' }, { id: 7, name: 'B' }, transports);
 * // PUT /forwarding/admin { route: '/studio/7', payload: { name: 'B' } }
 */
export async function runCall(
  apiCall: ApiCall,
  data: Record<string, unknown>,
  transports: Transports,
  headers?: Record<string, string>,
): Promise<unknown> {
  const payload = apiCall.request ? apiCall.request(data) : data;
  let body: unknown;
  if (apiCall.via === 'forward') {
    const { path: route, rest } = fillRoute(apiCall.route, payload);
    body = await transports.forward(apiCall.method, apiCall.api, route, rest, headers);
  } else if (apiCall.via === 'socket') {
    if (!transports.socket) throw new Error(`No socket transport for ${apiCall.method} ${apiCall.path}`);
    body = await transports.socket(apiCall.method, apiCall.path, payload);
  } else {
    body = await transports.call(apiCall.method, apiCall.path, payload, headers);
  }
  return apiCall.response ? apiCall.response(body) : body;
}

/** A missing key fails like any call with a missing path key: 400, stored, nothing sent. */
function fillRoute(route: string, payload: Record<string, unknown>) {
  try {
    return fillPath(route, payload);
  } catch (error) {
    throw callFailure(error);
  }
}
