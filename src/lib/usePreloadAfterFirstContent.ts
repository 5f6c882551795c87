import { useEffect } from 'react';
import { afterFirstContent } from './firstContent';

/**
 * Fetches a lazy component's code once the first content is shown, ahead of the moment it first renders (a dialog
 * opening), so it then shows at once even if the network has gone since. A failed fetch is ignored: rendering the
 * component tries again.
 *
 * @example
 * const SessionExpiredDialog = lazyExport(() => import('./SessionExpiredDialog').then((m) => m.SessionExpiredDialog));
 * usePreloadAfterFirstContent(SessionExpiredDialog);
 */
export function usePreloadAfterFirstContent(component: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    afterFirstContent(component.preload)().catch(() => undefined);
  }, [component]);
}
