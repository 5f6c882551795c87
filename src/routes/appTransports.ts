import type { Transports } from '../data/Transports';
import { call, forward } from '../transport/call';

// The call layer sends the socket calls of docs/product.md#calls over the socket itself.
export const appTransports: Transports = { call, forward, socket: call };
