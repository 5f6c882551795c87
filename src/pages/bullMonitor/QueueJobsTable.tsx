import {
  Box,
  Button,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import type { QueueJobView } from '../../../contract/jobs/queueMonitorApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { queueLabels } from './queueLabels';
import type { QueueAction } from './useBullMonitorController';

export interface QueueJobsTableProps {
  rows: readonly QueueJobView[];
  onAct: (job: QueueJobView, action: QueueAction) => void;
  /** The job an action is on its way for. */
  busy: number | undefined;
}

const ENDED = new Set(['done', 'failed', 'cancelled']);

/** What may be done to a job in its state. */
function actionsOf(job: QueueJobView): { action: QueueAction; label: string }[] {
  return [
    ...(job.state === 'failed' ? [{ action: 'retry' as const, label: 'Retry' }] : []),
    ...(job.state === 'delayed' ? [{ action: 'promote' as const, label: 'Run now' }] : []),
    ...(ENDED.has(job.state)
      ? [{ action: 'remove' as const, label: 'Remove' }]
      : [{ action: 'cancel' as const, label: 'Cancel' }]),
  ];
}

function when(job: QueueJobView): string {
  if (job.state === 'delayed' && job.runAt) return `due ${formatDateTime(job.runAt)}`;
  if (job.finishedAt) return `ended ${formatDateTime(job.finishedAt)}`;
  if (job.startedAt) return `started ${formatDateTime(job.startedAt)}`;
  return `queued ${formatDateTime(job.createdAt)}`;
}

/** The jobs of one page: state, progress, attempts and error, with their data and failed attempts unfolded. */
export function QueueJobsTable({ rows, onAct, busy }: QueueJobsTableProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table size="small" aria-label="Jobs">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              Details
            </Box>
          </TableCell>
          <TableCell>Job</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>State</TableCell>
          <TableCell align="right">Progress</TableCell>
          <TableCell align="right">Attempts</TableCell>
          <TableCell>By</TableCell>
          <TableCell>When</TableCell>
          <TableCell>Error</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((job) => (
          <JobRows
            key={job.id}
            job={job}
            open={open === job.id}
            onToggle={() => setOpen(open === job.id ? null : job.id)}
            onAct={onAct}
            busy={busy === job.id}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function JobRows({
  job,
  open,
  onToggle,
  onAct,
  busy,
}: {
  job: QueueJobView;
  open: boolean;
  onToggle: () => void;
  onAct: QueueJobsTableProps['onAct'];
  busy: boolean;
}) {
  return (
    <>
      <TableRow aria-label={`Job ${job.id}`}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Details of job ${job.id}`}
            aria-expanded={open}
            onClick={onToggle}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{job.id}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace' }}>{job.kind}</TableCell>
        <TableCell>{queueLabels.state[job.state]}</TableCell>
        <TableCell align="right">{job.total > 0 ? `${job.done} / ${job.total}` : '–'}</TableCell>
        <TableCell align="right">{job.attempts}</TableCell>
        <TableCell>{job.startedBy}</TableCell>
        <TableCell>{when(job)}</TableCell>
        <TableCell sx={{ color: 'error.main', maxWidth: 280 }}>{job.error}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {actionsOf(job).map(({ action, label }) => (
            <Button
              key={action}
              size="small"
              color={action === 'remove' || action === 'cancel' ? 'error' : 'primary'}
              disabled={busy}
              aria-label={`${label} job ${job.id}`}
              onClick={() => onAct(job, action)}
            >
              {label}
            </Button>
          ))}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={10} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }}>
              <Typography variant="subtitle2">Data</Typography>
              <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
                {JSON.stringify(job.data, null, 2)}
              </Box>
              {job.result !== null && (
                <>
                  <Typography variant="subtitle2">Result</Typography>
                  <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
                    {JSON.stringify(job.result, null, 2)}
                  </Box>
                </>
              )}
              <Typography variant="subtitle2">Failed attempts</Typography>
              {job.history.length === 0 ? (
                <Typography variant="body2">None.</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0 }}>
                  {job.history.map((failure) => (
                    <li key={failure.attempt}>
                      Attempt {failure.attempt}, {formatDateTime(failure.at)}: {failure.error}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
