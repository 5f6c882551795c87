import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetIdentity, useNotify, useRefresh, type Identifier } from 'react-admin';
import { bankChangesResponse } from '../../../contract/banking/bankChangeApi';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { useAccess } from '../../auth/useAccess';
import { call } from '../../transport/call';
import { bankChangeInputs } from '../bankChangeInputs';

type Step = 'idle' | 'approve' | 'reject';
type Values = Record<string, unknown>;

/**
 * The pending bank details change of one record, for holders of the payout role: the change, whether the viewer
 * asked for it (then it waits for someone else), and approving it (with a code of
 * the viewer's authenticator) or rejecting it (with a reason). The page is read again after either, so the record
 * shows its new details and history.
 *
 * @example
 * const { pending, mine, step, approve, reject } = useBankChangeController(performers, 12);
 */
export function useBankChangeController(definition: ResourceDefinition, id: Identifier) {
  const offered = useMemo(() => bankChangeInputs(definition.fields).length > 0, [definition]);
  const { canAccess } = useAccess({ resource: 'bank-changes', action: 'approve' });
  const enabled = offered && canAccess === true;
  const { data: identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<Step>('idle');
  const changes = useQuery({
    enabled,
    queryKey: ['bank-changes', definition.name, String(id)],
    queryFn: async () =>
      bankChangesResponse.parse(
        await call('GET', '/bank-changes', { resource: definition.name, record: id, status: 'pending' }),
      ).data,
  });
  const pending = enabled ? changes.data?.[0] : undefined;

  const decide = async (path: string, body: Values, message: string) => {
    if (!pending) return;
    await call('POST', path, { id: pending.id, ...body });
    setStep('idle');
    notify(message, { type: 'success' });
    refresh();
  };

  return {
    pending,
    mine: pending !== undefined && identity !== undefined && pending.requestedBy.id === Number(identity.id),
    step,
    startApprove: () => setStep('approve'),
    startReject: () => setStep('reject'),
    close: () => setStep('idle'),
    approve: (values: Values) =>
      decide(
        '/bank-changes/:id/approve',
        { code: values.code },
        'Bank details change approved: payouts go to the new account',
      ),
    reject: (values: Values) =>
      decide(
        '/bank-changes/:id/reject',
        { reason: values.reason },
        'Bank details change rejected: the account on record stays',
      ),
  } as const;
}
