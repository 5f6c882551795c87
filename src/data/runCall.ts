import type { ApiCall } from '../schema/ApiCall';
import type { Transports } from './Transports';

/** Sends one declared API call through the matching transport, applying its request and response mappings. */
export async function runCall(apiCall: ApiCall, data: Record<string, unknown>, transports: Transports): Promise<unknown> {
  const payload = apiCall.request ? apiCall.request(data) : data;
  let body: unknown;
  if (apiCall.via === 'forward') {
    body = await transports.forward(apiCall.method, apiCall.api, apiCall.route, payload);
  } else if (apiCall.via === 'socket') {
    if (!transports.socket) throw new Error(`No socket transport for ${apiCall.method} ${apiCall.path}`);
    body = await transports.socket(apiCall.method, apiCall.path, payload);
  } else {
    body = await transports.call(apiCall.method, apiCall.path, payload);
  }
  return apiCall.response ? apiCall.response(body) : body;
}
