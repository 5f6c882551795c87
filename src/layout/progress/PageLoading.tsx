import { useEffect } from 'react';
import { beginPageLoad } from './routeProgress';

/** The fallback while a page's code loads: it shows nothing itself and keeps the progress bar running. */
export function PageLoading() {
  useEffect(() => beginPageLoad(), []);
  return null;
}
