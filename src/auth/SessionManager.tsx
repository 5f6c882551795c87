import { Suspense, type JSX } from 'react';
import { lazyExport } from '../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../lib/usePreloadAfterFirstContent';
import { useSessionController } from './useSessionController';

// MUI's dialog is in no first page: its code comes after the first content, or when the session expires first.
const SessionExpiredDialog = lazyExport(() =>
  import('./SessionExpiredDialog').then((module) => module.SessionExpiredDialog),
);

/**
 * The signed-in session's watcher: socket events, token expiry, the account check, other tabs and the
 * 'Session expired' dialog. Mount it once inside the signed-in layout (within react-admin's contexts).
 *
 * @example
 * <Layout><SessionManager />{children}</Layout>
 */
export function SessionManager(): JSX.Element | null {
  const { expiredDialogOpen } = useSessionController();
  usePreloadAfterFirstContent(SessionExpiredDialog);
  return expiredDialogOpen ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog open />
    </Suspense>
  ) : null;
}
