import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import type { RoleNeed } from '../../../contract/canAccess';
import { roleNeedText } from '../roleNeedText';

/** Says which role a part of the page needs, in place of that part (nothing of it is loaded). */
export function RoleNeeded({ need, to }: { need: RoleNeed | undefined; to: string }) {
  return (
    <Alert severity="info" icon={<LockIcon fontSize="inherit" />} sx={{ my: 1 }}>
      You need {roleNeedText(need)} to {to}.
    </Alert>
  );
}
