import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Shown on a page whose role the user lacks (spec §6). */
export function NotAuthorizedPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <LockIcon sx={{ fontSize: 64 }} color="disabled" titleAccess="Locked" />
      <Typography variant="h6" component="h1">
        {translate('dash.notAuthorized')}
      </Typography>
    </Box>
  );
}
