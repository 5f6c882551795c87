import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useCreatePath, useGetResourceLabel } from 'react-admin';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import { formatDateTime } from '../../lib/formatDateTime';
import { usePendingBankChanges } from './usePendingBankChanges';

/** The record a change is for, by its kind and name, linking to its page. */
function RecordOfChange({ change }: { change: BankChange }) {
  const createPath = useCreatePath();
  const kind = useGetResourceLabel()(change.resource, 1);
  return (
    <Link to={createPath({ resource: change.resource, id: change.record, type: 'show' })}>
      {kind} {change.recordName ?? `#${change.record}`}
    </Link>
  );
}

/**
 * The bank details changes waiting for a second person with the payout role, each linking to its record, where
 * it is approved or rejected. Payouts pay the approved details meanwhile.
 */
export function PendingBankChanges() {
  const { data, error } = usePendingBankChanges();
  return (
    <section aria-labelledby="pending-bank-changes">
      <Typography id="pending-bank-changes" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Bank details waiting for approval
      </Typography>
      {error ? (
        <Alert severity="error">The waiting bank details changes could not be loaded: {error.message}</Alert>
      ) : !data ? (
        <LinearProgress aria-label="Loading the waiting bank details changes" />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">
          No bank details change is waiting: payouts go to the accounts on record.
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" gutterBottom>
            Until a second person approves a change on its record, payouts go to the account on record.
          </Typography>
          <Table size="small" aria-label="Bank details waiting for approval">
            <TableHead>
              <TableRow>
                <TableCell>Record</TableCell>
                <TableCell>Requested by</TableCell>
                <TableCell>Requested</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((change) => (
                <TableRow key={change.id}>
                  <TableCell>
                    <RecordOfChange change={change} />
                  </TableCell>
                  <TableCell>{change.requestedBy.username}</TableCell>
                  <TableCell>{formatDateTime(change.requestedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
