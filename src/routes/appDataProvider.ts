import { registry } from '../../resources';
import { createDataProvider } from '../data/createDataProvider';
import { appTransports } from './appTransports';

export const appDataProvider = createDataProvider(registry, appTransports);
