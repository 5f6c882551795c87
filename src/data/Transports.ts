import type { HttpMethod } from '../../contract/ApiCall';
import type { RestClient } from '../transport/restClient';

/** The call layer the provider sends through; injected so tests and the server-side can supply their own. */
export interface Transports {
  /** `headers`: besides the token, e.g. the `Save-Id` that ties the calls of one save together. */
  call: <T>(
    method: HttpMethod,
    path: string,
    data?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<T>;
  forward: <T>(
    method: 'POST' | 'PUT',
    api: string,
    route: string,
    payload: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<T>;
  socket?: <T>(method: HttpMethod, path: string, payload: Record<string, unknown>) => Promise<T>;
  /** ra-data-simple-rest's httpClient for the `api.rest` resources; the call layer's {@link restClient} by default. */
  rest?: RestClient;
}
