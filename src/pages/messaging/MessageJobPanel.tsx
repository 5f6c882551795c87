import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { MassMessageJobData } from './massMessageJobData';
import { massMessageJobData } from './massMessageJobData';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { isActiveJob } from '../../../contract/jobs/isActiveJob';
import { jobPercent, jobProgressText } from './jobProgressText';
import { MessageDeliveries } from './MessageDeliveries';
import { useMessageJob } from './useMessageJob';

export interface MessageJobPanelProps {
  id: number;
  onClose: () => void;
}

/** One send: its message, a progress bar fed by the socket, cancel while it runs, and each recipient's outcome. */
export function MessageJobPanel({ id, onClose }: MessageJobPanelProps) {
  const { job, cancel } = useMessageJob(id);
  const titleId = useId();
  const data = job.data && massMessageJobData(job.data.data);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {data ? `Send ${id}: ‘${data.subject}’` : `Send ${id}`}
        </Typography>
        <IconButton aria-label="Close this send" onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Stack>
      {job.error ? (
        <LoadError what={`Send ${id}`} error={job.error} onRetry={() => void job.refetch()} />
      ) : !job.data ? (
        <LinearProgress aria-label={`Loading send ${id}`} />
      ) : (
        <JobProgress
          job={job.data}
          data={data}
          onCancel={() => cancel.mutate()}
          cancelling={cancel.isPending}
        />
      )}
    </Paper>
  );
}

interface JobProgressProps {
  job: JobView;
  data: MassMessageJobData | null | undefined;
  onCancel: () => void;
  cancelling: boolean;
}

function JobProgress({ job, data, onCancel, cancelling }: JobProgressProps) {
  const active = isActiveJob(job);
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Started by {job.startedBy} at {formatDateTime(job.createdAt)}
        {data ? ` · to ${data.audience.recipients}` : ''}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={jobPercent(job)}
            aria-label="Sending progress"
            color={job.status === 'failed' ? 'error' : 'primary'}
          />
        </Box>
        {active && (
          <Button onClick={onCancel} disabled={cancelling} color="warning">
            Cancel sending
          </Button>
        )}
      </Stack>
      <Typography role="status" aria-live="polite">
        {jobProgressText(job)}
      </Typography>
      {job.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {job.error}
        </Alert>
      )}
      {!active && data && <MessageDeliveries job={job} recipients={data.audience.recipients} />}
    </>
  );
}
