import { Box, Typography } from '@mui/material';
import { useAccess } from '../../auth/useAccess';
import { LogLevelsPanel } from './LogLevelsPanel';
import { LogTailView } from './LogTailView';

/**
 * /tech/sys-log ('Sys Log'): the server's system log (sign-ins, resets, jobs, purges, errors), filtered, paged
 * back and tailed live; and the level of each of the server's loggers, changed at once.
 */
export default function SysLogPage() {
  const { canAccess } = useAccess({ resource: 'sysLog', action: 'read' });
  return (
    <>
      <LogTailView
        kind="sys-log"
        title="Sys Log"
        intro="What the server writes to its system log: sign-ins and refusals, sign-outs, password resets, jobs, purges, settings and its own errors."
      />
      {canAccess === true && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Log levels
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Each logger writes its level and the ones above it; a change applies at once, without a restart,
            and is kept.
          </Typography>
          <LogLevelsPanel />
        </Box>
      )}
    </>
  );
}
