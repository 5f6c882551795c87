export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Request data going out and the response body coming back; both optional reshapes of the API's quirks. */
export interface CallMapping {
  request?: (data: Record<string, unknown>) => Record<string, unknown>;
  response?: (body: unknown) => unknown;
}

/** A plain HTTP call: `path` may hold `:x` segments that are filled from the data. */
export interface HttpCall extends CallMapping {
  via?: 'http';
  method: HttpMethod;
  path: string;
}

/** A forwarding call: `POST|PUT /forwarding/{api}` carrying `route` and the payload. */
export interface ForwardCall extends CallMapping {
  via: 'forward';
  method: 'POST' | 'PUT';
  api: string;
  route: string;
}

/** A request over the realtime socket (docs/product.md#calls lists the few that go this way). */
export interface SocketCall extends CallMapping {
  via: 'socket';
  method: HttpMethod;
  path: string;
}

export type ApiCall = HttpCall | ForwardCall | SocketCall;
