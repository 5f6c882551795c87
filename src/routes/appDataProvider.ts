import { registry } from '../../resources';
import { call, forward } from '../transport/call';
import { createDataProvider } from '../data/createDataProvider';

// The call layer sends the socket calls of docs/product.md#calls over the socket itself.
export const appDataProvider = createDataProvider(registry, { call, forward, socket: call });
