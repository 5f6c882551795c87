import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RoleNeed } from '../../../contract/canAccess';
import { roleNeedText } from '../../schema/roleNeedText';

/**
 * Shown on a page whose role the user lacks (docs/product.md#roles-and-menu), naming the role(s) that would
 * open it.
 */
export function NotAuthorizedPage({ need }: { need?: RoleNeed }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <LockIcon sx={{ fontSize: 64 }} color="disabled" titleAccess="Locked" />
      <Typography variant="h6" component="h1">
        {translate('dash.notAuthorized')}
      </Typography>
      {need !== undefined && (
        <Typography color="text.secondary">You need {roleNeedText(need)} to open it.</Typography>
      )}
    </Box>
  );
}
