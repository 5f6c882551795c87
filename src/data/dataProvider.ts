import { registry } from '../../resources';
import { call, forward } from '../transport/call';
import { createDataProvider } from './createDataProvider';

/**
 * The app's react-admin DataProvider: every registered resource mapped onto the API through the one call
 * layer (which itself sends the spec's socket calls over the socket).
 *
 * @example
 * <Admin dataProvider={dataProvider} … />
 */
export const dataProvider = createDataProvider(registry, { call, forward, socket: call });
