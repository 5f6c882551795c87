import { useState, type ReactNode } from 'react';
import { createMemoryHistory } from './createMemoryHistory';
import { Router } from './Router';

export interface MemoryRouterProps {
  /** The history's entries, e.g. `['/admin/accounts']`. */
  initialEntries?: string[];
  /** Which entry is current; the last by default. */
  initialIndex?: number;
  children: ReactNode;
}

/**
 * A router over a history in memory, for tests.
 *
 * @example
 * render(<MemoryRouter initialEntries={['/admin/accounts']}><Page /></MemoryRouter>);
 */
export function MemoryRouter({ initialEntries, initialIndex, children }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}
