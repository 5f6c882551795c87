import { useContext } from 'react';
import { HistoryContext } from './HistoryContext';
import type { RouterHistory } from './RouterHistory';

/** The history of the router around the component; a component that navigates outside one is a mistake. */
export function useHistory(): RouterHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A component that reads or changes the location must be inside a <Router>');
  return history;
}
