import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDeferredValue } from 'react';
import { useCallState } from '../../transport/callState';

/**
 * The header's spinner while a call is under way. Its own component, so a call starting or ending draws only the
 * spinner again, not the whole header. It follows the calls from the render after the first: following them in
 * the first, a call that started or ended while the page rendered made React draw it again inside the first
 * commit, and run every pending effect there too.
 */
export function CallActivity() {
  const following = useDeferredValue(true, false);
  return (
    // The spinner's place is kept, so the header does not shift each time a call starts or ends.
    <Box sx={{ width: 18, height: 18, display: 'flex' }}>{following && <CallSpinner />}</Box>
  );
}

function CallSpinner() {
  const { loading } = useCallState();
  const translate = useTranslate();
  return loading ? (
    <CircularProgress size={18} color="inherit" aria-label={translate('dash.loading')} />
  ) : null;
}
