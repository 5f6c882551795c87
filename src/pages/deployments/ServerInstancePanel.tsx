import { Alert, Paper, Typography } from '@mui/material';
import type { ServerStatus } from '../../../contract/tech/deploymentsApi';
import { formatDateTime } from '../../lib/formatDateTime';

/** What the API instance serving this page runs: version, environment, since when, on what. */
export function ServerInstancePanel({ status, error }: { status?: ServerStatus; error: Error | null }) {
  if (error)
    return <Alert severity="warning">This server’s own status could not be read: {error.message}</Alert>;
  if (!status) return <Typography color="text.secondary">Reading what this server runs…</Typography>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label="This server">
      <Typography variant="subtitle2" component="h2">
        This server
      </Typography>
      <Typography>
        Version {status.version} ({status.environment}), running since {formatDateTime(status.startedAt)} on{' '}
        {status.instanceId}; Node {status.node}, {status.databaseVersion}
        {status.redis ? ', with Redis' : ', without Redis'}.
      </Typography>
    </Paper>
  );
}
