import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Chip, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { useCallState } from '../../transport/callState';
import { capitalise } from './capitalise';
import { useDebugMode } from './useDebugMode';
import { UserMenu } from './UserMenu';

/** The header's right side: call activity, debug mode, the signed-in user, their menu and the logout icon. */
export function HeaderToolbar() {
  const { loading } = useCallState();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const translate = useTranslate();
  const debug = useDebugMode();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {/* The spinner's place is kept, so the header does not shift each time a call starts or ends. */}
      <Box sx={{ width: 18, height: 18, display: 'flex' }}>
        {loading && <CircularProgress size={18} color="inherit" aria-label={translate('dash.loading')} />}
      </Box>
      {debug && <Chip label={translate('dash.debug')} size="small" color="warning" />}
      <Typography aria-label="Signed-in user">{capitalise(String(identity?.fullName ?? ''))}</Typography>
      <UserMenu />
      <IconButton color="inherit" aria-label={translate('dash.logout')} onClick={() => logout()}>
        <LogoutIcon />
      </IconButton>
    </Stack>
  );
}
