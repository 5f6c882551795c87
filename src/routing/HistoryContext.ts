import { createContext } from 'react';
import type { RouterHistory } from './RouterHistory';

/** The history of the router the component is in, or null outside any router. */
export const HistoryContext = createContext<RouterHistory | null>(null);
HistoryContext.displayName = 'HistoryContext';
