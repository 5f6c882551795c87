import { useContext } from 'react';
import { HistoryContext } from './HistoryContext';

/** Whether the component is inside a router. */
export function useInRouterContext(): boolean {
  return useContext(HistoryContext) !== null;
}
