import {
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { jobProgressText } from './jobProgressText';
import { massMessageJobData } from './massMessageJobData';
import { useRecentSends } from './useRecentSends';

export interface RecentSendsProps {
  open: number | null;
  onOpen: (id: number) => void;
}

/** The newest mass messages, running ones with their progress; opening one shows it above. */
export function RecentSends({ open, onOpen }: RecentSendsProps) {
  const sends = useRecentSends();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Recent sends
      </Typography>
      {sends.error ? (
        <LoadError what="The recent sends" error={sends.error} onRetry={() => void sends.refetch()} />
      ) : !sends.data ? (
        <LinearProgress aria-label="Loading the recent sends" />
      ) : sends.data.length === 0 ? (
        <Typography color="text.secondary">No mass message has been sent yet.</Typography>
      ) : (
        <Table size="small" aria-label="Recent sends">
          <TableHead>
            <TableRow>
              <TableCell>Send</TableCell>
              <TableCell>Started</TableCell>
              <TableCell>By</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Progress</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sends.data.map((job) => {
              const data = massMessageJobData(job.data);
              return (
                <TableRow key={job.id} selected={job.id === open}>
                  <TableCell>{job.id}</TableCell>
                  <TableCell>{formatDateTime(job.createdAt)}</TableCell>
                  <TableCell>{job.startedBy}</TableCell>
                  <TableCell>{data?.audience.recipients ?? ''}</TableCell>
                  <TableCell>{data?.subject ?? ''}</TableCell>
                  <TableCell>{jobProgressText(job)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onOpen(job.id)} aria-label={`Open send ${job.id}`}>
                      Open
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </>
  );
}
