import { useState, type ReactNode } from 'react';
import { createBrowserHistory } from './createBrowserHistory';
import { Router } from './Router';

/** A router over the browser's history, made once for the component's life. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}
