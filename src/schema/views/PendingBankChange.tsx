import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { formatDateTime } from '../../lib/formatDateTime';
import { bankChangeRows } from '../bankChangeRows';

export interface PendingBankChangeProps {
  /** The definition's fields, for the labels of the new values. */
  fields: readonly FieldDefinition[];
  change: BankChange;
  /** The viewer asked for it: it waits for someone else, who alone may approve it. */
  mine: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A pending bank details change: who asked and when, the new values, Approve (not to its requester) and Reject. */
export function PendingBankChange({ fields, change, mine, onApprove, onReject }: PendingBankChangeProps) {
  return (
    <Alert
      severity="warning"
      // It stays on the page while the change waits: a status, not an alert that interrupts.
      role="status"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {!mine && (
            <Button size="small" onClick={onApprove}>
              Approve
            </Button>
          )}
          <Button size="small" onClick={onReject}>
            Reject
          </Button>
        </Box>
      }
    >
      <AlertTitle>Bank details change waiting for approval</AlertTitle>
      <Typography variant="body2">
        Requested by {change.requestedBy.username} on {formatDateTime(change.requestedAt)}.{' '}
        {mine
          ? 'You asked for it: it waits for a second person with the payout role to approve it.'
          : 'Payouts go to the account on record until someone other than the requester approves it.'}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 1 }}
      >
        {bankChangeRows(fields, change.values).map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
