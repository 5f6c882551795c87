import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { formatDateTime } from '../../lib/formatDateTime';
import { lazyExport } from '../../lib/lazyExport';
import { useBankChangeController } from './useBankChangeController';

const BankChangeDecisionDialog = lazyExport(() =>
  import('./BankChangeDecisionDialog').then((module) => module.BankChangeDecisionDialog),
);

/**
 * A record's pending bank details change, shown to holders of the payout role: who asked and when, the new
 * details, and Approve and Reject; its requester sees it waiting for a second person.
 */
export function BankChangePanel({ definition, id }: { definition: ResourceDefinition; id: Identifier }) {
  const controller = useBankChangeController(definition, id);
  const record = useRecordContext();
  const { pending, mine, rows, step } = controller;
  if (!pending) return null;
  const name = String(record?.[definition.recordRepresentation] ?? pending.recordName ?? id);
  return (
    <Box component="section" aria-label="Pending bank details change" sx={{ px: 2, pb: 2 }}>
      <Alert
        severity="warning"
        // It stays on the page while the change waits: a status, not an alert that interrupts.
        role="status"
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {!mine && (
              <Button size="small" onClick={controller.startApprove}>
                Approve
              </Button>
            )}
            <Button size="small" onClick={controller.startReject}>
              Reject
            </Button>
          </Box>
        }
      >
        <AlertTitle>Bank details change waiting for approval</AlertTitle>
        <Typography variant="body2">
          Requested by {pending.requestedBy.username} on {formatDateTime(pending.requestedAt)}.{' '}
          {mine
            ? 'You asked for it: it waits for a second person with the payout role to approve it.'
            : 'Payouts go to the account on record until someone other than the requester approves it.'}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 1 }}
        >
          {rows.map((row) => (
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
      <Suspense fallback={null}>
        {step !== 'idle' && (
          <BankChangeDecisionDialog
            decision={step}
            name={name}
            onSubmit={step === 'approve' ? controller.approve : controller.reject}
            onClose={controller.close}
          />
        )}
      </Suspense>
    </Box>
  );
}
