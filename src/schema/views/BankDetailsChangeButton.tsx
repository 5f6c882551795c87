import { Button } from '@mui/material';
import { Suspense } from 'react';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { AccessGate } from './AccessGate';
import { useBankChangeRequestController } from './useBankChangeRequestController';

const BankChangeRequestDialog = lazyExport(() =>
  import('./BankChangeRequestDialog').then((module) => module.BankChangeRequestDialog),
);

/**
 * The record action 'Change bank details' of a record with a payout account (its definition's `fourEyes`
 * fields): disabled without the payout role, else its dialog.
 */
export function BankDetailsChangeButton({ definition }: { definition: ResourceDefinition }) {
  const controller = useBankChangeRequestController(definition);
  const { offered, record } = controller;
  if (!offered) return null;
  return (
    <>
      <AccessGate resource="bank-changes" action="request" label="Change bank details">
        <Button size="small" disabled={!record} onClick={controller.start}>
          Change bank details
        </Button>
      </AccessGate>
      <Suspense fallback={null}>
        {controller.open && (
          <BankChangeRequestDialog
            name={String(record?.[definition.recordRepresentation] ?? record?.id ?? '')}
            fields={definition.fields}
            inputs={controller.inputs}
            onRequest={controller.request}
            onClose={controller.close}
          />
        )}
      </Suspense>
    </>
  );
}
