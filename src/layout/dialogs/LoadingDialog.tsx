import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

/**
 * A modal spinner for work the user must wait for, such as a running search: drawn while it runs. Its title is for
 * screen readers only (a spinner cannot name it: browsers name a progress bar by its value when it labels something).
 */
export function LoadingDialog() {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId}>
      <DialogContent>
        <Box component="span" id={titleId} sx={visuallyHidden}>
          {translate('dash.loading')}
        </Box>
        <CircularProgress aria-label={translate('dash.loading')} />
      </DialogContent>
    </Dialog>
  );
}
