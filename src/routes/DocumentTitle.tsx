import { useEffect } from 'react';
import { useLocation } from '../routing/useLocation';
import { documentTitle } from './documentTitle';

/** Names the current page in the browser tab, on every route (documentTitle). */
export function DocumentTitle({ appTitle }: { appTitle: string }) {
  const title = documentTitle(useLocation().pathname, appTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
