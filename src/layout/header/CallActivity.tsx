import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCallState } from '../../transport/callState';

/**
 * The header's spinner while a call is under way. Its own component, so a call starting or ending draws only the
 * spinner again, not the whole header.
 */
export function CallActivity() {
  const { loading } = useCallState();
  const translate = useTranslate();
  return (
    // The spinner's place is kept, so the header does not shift each time a call starts or ends.
    <Box sx={{ width: 18, height: 18, display: 'flex' }}>
      {loading && <CircularProgress size={18} color="inherit" aria-label={translate('dash.loading')} />}
    </Box>
  );
}
