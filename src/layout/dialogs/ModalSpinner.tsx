import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'ra-core';

/** LoadingDialog's MUI dialog with its spinner. */
export function ModalSpinner({ open }: { open: boolean }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} aria-label={translate('dash.loading')}>
      <DialogContent>
        <CircularProgress aria-label={translate('dash.loading')} />
      </DialogContent>
    </Dialog>
  );
}
