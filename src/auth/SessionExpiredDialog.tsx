import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const SESSION_EXPIRED_TEXT =
  'Your session has expired due to a long period of inactivity. You will be logged out.';

/**
 * The 'Session expired' dialog of docs/product.md#screens-and-routes; it closes itself (logout), so it has no
 * buttons.
 */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title">Session expired</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{SESSION_EXPIRED_TEXT}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
