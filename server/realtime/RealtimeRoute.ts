import type { ZodType } from 'zod';
import type { Role } from '../../contract/roles';
import type { Principal } from '../auth/Principal';
import type { RealtimeSocket } from './SocketSession';

/** One request/reply path of the socket (docs/API.md "Realtime"), declared like an HTTP route. */
export interface RealtimeRoute<Payload = unknown> {
  method: 'GET' | 'POST';
  path: string;
  access: 'signed-in' | Role;
  payload: ZodType<Payload>;
  /** A valid payload, so generated tests can call the path (the realtime authorization walk). */
  sample: Payload;
  handle: (call: { principal: Principal; socket: RealtimeSocket; payload: Payload }) => Promise<unknown>;
}

/** Keeps the payload type of each route while the table holds them side by side. */
export function realtimeRoute<Payload>(route: RealtimeRoute<Payload>): RealtimeRoute {
  return route as RealtimeRoute;
}
