import {
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useGetMany } from 'react-admin';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { RecipientKind } from '../../../contract/messaging/messagingApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { useMessageDeliveries } from './useMessageDeliveries';

const OUTCOMES: Record<string, string> = { sent: 'Sent' };
const RECORD_PATH: Record<RecipientKind, string> = { members: '/member', performers: '/performer' };

export interface MessageDeliveriesProps {
  job: JobView;
  recipients: RecipientKind;
}

/** Each recipient of an ended send with its outcome, a page at a time. */
export function MessageDeliveries({ job, recipients }: MessageDeliveriesProps) {
  const { page, pageNumber, next, previous } = useMessageDeliveries(job.id, job.status);
  const ids = page.data?.data.map((row) => row.recipient) ?? [];
  const names = useGetMany<{ id: number; username?: string }>(
    recipients,
    { ids },
    { enabled: ids.length > 0 },
  );
  const nameOf = (id: number) => names.data?.find((record) => record.id === id)?.username ?? `#${id}`;
  if (page.error)
    return (
      <LoadError
        what="The recipients"
        error={page.error}
        onRetry={() => void page.refetch()}
        sx={{ mt: 2 }}
      />
    );
  if (!page.data) return <LinearProgress aria-label="Loading the recipients" sx={{ mt: 2 }} />;
  if (page.data.data.length === 0)
    return <Typography sx={{ mt: 2 }}>Nobody received this message.</Typography>;
  return (
    <>
      <Table size="small" aria-label="Recipients" sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Recipient</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Sent at</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.data.map((row) => (
            <TableRow key={row.recipient}>
              <TableCell>
                <Link to={`${RECORD_PATH[recipients]}/${row.recipient}`}>{nameOf(row.recipient)}</Link>
              </TableCell>
              <TableCell>{OUTCOMES[row.outcome] ?? row.outcome}</TableCell>
              <TableCell>{formatDateTime(row.at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button size="small" onClick={previous} disabled={!previous}>
          Previous
        </Button>
        <Typography variant="body2">Page {pageNumber}</Typography>
        <Button size="small" onClick={next} disabled={!next}>
          Next
        </Button>
      </Stack>
    </>
  );
}
