import type { JSX } from 'react';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { useSessionController } from './useSessionController';

/**
 * The signed-in session's watcher: socket events, token expiry, the account check, other tabs and the
 * 'Session expired' dialog. Mount it once inside the signed-in layout (within react-admin's contexts).
 *
 * @example
 * <Layout><SessionManager />{children}</Layout>
 */
export function SessionManager(): JSX.Element | null {
  const { expiredDialogOpen } = useSessionController();
  return <SessionExpiredDialog open={expiredDialogOpen} />;
}
