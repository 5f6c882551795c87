import { useCallback, useMemo, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { bankChangeValuesSchema } from '../../../contract/banking/bankChangeValuesSchema';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { call } from '../../transport/call';
import { bankChangeInputs } from '../bankChangeInputs';
import { bankChangeRequest } from '../bankChangeRequest';

type Values = Record<string, unknown>;

/**
 * 'Change bank details' on a record page whose definition has a payout account (`fourEyes` fields): its dialog's
 * inputs and checks (the contract's, as the server checks them), and the request, held as pending until a second
 * person approves it. The page is read again after it, so the pending change shows.
 *
 * @example
 * const { offered, inputs, open, start, validate, submit } = useBankChangeRequestController(performers);
 */
export function useBankChangeRequestController(definition: ResourceDefinition) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const inputs = useMemo(() => bankChangeInputs(definition.fields), [definition]);
  const schema = useMemo(() => bankChangeValuesSchema(definition.fields), [definition]);
  const validate = useCallback(
    (form: Values) => bankChangeRequest(definition.fields, schema, form).errors,
    [definition, schema],
  );

  const submit = async (form: Values) => {
    const { request } = bankChangeRequest(definition.fields, schema, form);
    if (!request || !record) return;
    await call('POST', '/bank-changes', { resource: definition.name, id: record.id, ...request });
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
    validate,
    submit,
  } as const;
}
