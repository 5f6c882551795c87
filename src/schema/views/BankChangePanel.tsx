import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { useBankChangeController } from './useBankChangeController';

// Only a record with a pending change needs these (and the IBAN formatting they bring).
const PendingBankChange = lazyExport(() =>
  import('./PendingBankChange').then((module) => module.PendingBankChange),
);
const BankChangeDecisionDialog = lazyExport(() =>
  import('./BankChangeDecisionDialog').then((module) => module.BankChangeDecisionDialog),
);

/**
 * A record's pending bank details change, shown to holders of the payout role, with Approve and Reject and their
 * dialogs; its requester sees it waiting for a second person.
 */
export function BankChangePanel({ definition, id }: { definition: ResourceDefinition; id: Identifier }) {
  const controller = useBankChangeController(definition, id);
  const record = useRecordContext();
  const { pending, mine, step } = controller;
  if (!pending) return null;
  const name = String(record?.[definition.recordRepresentation] ?? pending.recordName ?? id);
  return (
    <Box component="section" aria-label="Pending bank details change" sx={{ px: 2, pb: 2 }}>
      <Suspense fallback={null}>
        <PendingBankChange
          fields={definition.fields}
          change={pending}
          mine={mine}
          onApprove={controller.startApprove}
          onReject={controller.startReject}
        />
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
