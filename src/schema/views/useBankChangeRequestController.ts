import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { call } from '../../transport/call';
import { bankChangeInputs } from '../bankChangeInputs';
import type { BankChangeRequest } from '../bankChangeRequest';

/**
 * 'Change bank details' on a record page whose definition has a payout account (`fourEyes` fields): whether it is
 * offered, its dialog, and the request, held as pending until a second person approves it. The page is read
 * again after it, so the pending change shows. (The dialog's checks come with the dialog's code.)
 *
 * @example
 * const { offered, inputs, open, start, request } = useBankChangeRequestController(performers);
 */
export function useBankChangeRequestController(definition: ResourceDefinition) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const inputs = bankChangeInputs(definition.fields);

  const request = async (change: BankChangeRequest) => {
    if (!record) return;
    await call('POST', '/bank-changes', { resource: definition.name, id: record.id, ...change });
    setOpen(false);
    notify('Bank details change requested: it waits for a second person to approve it', { type: 'success' });
    refresh();
  };

  return {
    offered: inputs.length > 0,
    inputs,
    record,
    open,
    start: () => setOpen(true),
    close: () => setOpen(false),
    request,
  } as const;
}
