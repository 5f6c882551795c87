import LogoutIcon from '@mui/icons-material/Logout';
import { IconButton, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { Suspense } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { CallActivity } from './CallActivity';
import { capitalise } from './capitalise';
import { useDebugMode } from './useDebugMode';
import { UserMenu } from './UserMenu';

// Only debug mode shows it: MUI's Chip is fetched then, not with every signed-in page.
const DebugChip = lazyExport(() => import('./DebugChip').then((module) => module.DebugChip));

/** The header's right side: call activity, debug mode, the signed-in user, their menu and the logout icon. */
export function HeaderToolbar() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const translate = useTranslate();
  const debug = useDebugMode();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <CallActivity />
      {debug && (
        <Suspense fallback={null}>
          <DebugChip />
        </Suspense>
      )}
      <Typography aria-label="Signed-in user">{capitalise(String(identity?.fullName ?? ''))}</Typography>
      <UserMenu />
      <IconButton color="inherit" aria-label={translate('dash.logout')} onClick={() => logout()}>
        <LogoutIcon />
      </IconButton>
    </Stack>
  );
}
