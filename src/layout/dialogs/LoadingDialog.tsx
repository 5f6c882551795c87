import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A modal spinner for work the user must wait for, such as a running search. */
export function LoadingDialog({ open }: { open: boolean }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} aria-label={translate('dash.loading')}>
      <DialogContent>
        <CircularProgress aria-label={translate('dash.loading')} />
      </DialogContent>
    </Dialog>
  );
}
