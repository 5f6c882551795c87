import { useQuery } from '@tanstack/react-query';
import { bankChangesResponse, type BankChange } from '../../../contract/banking/bankChangeApi';
import { registry } from '../../../resources';
import { editPath } from '../../schema/editPath';
import { call } from '../../transport/call';

/** One change waiting for a second person, with the path of the record it changes. */
export interface PendingBankChange extends BankChange {
  path: string;
}

const pathOf = (change: BankChange) => {
  const definition = registry.find((candidate) => candidate.name === change.resource);
  return definition ? editPath(definition, change.record) : '/';
};

/**
 * Every bank details change still waiting for approval, oldest first, each with its record's page: a payout pays
 * only approved details, so finance sees what waits before it pays.
 *
 * @example
 * const { data: waiting } = usePendingBankChanges();
 */
export function usePendingBankChanges() {
  return useQuery({
    queryKey: ['bank-changes', 'pending'],
    queryFn: async (): Promise<PendingBankChange[]> =>
      bankChangesResponse
        .parse(await call('GET', '/bank-changes', { status: 'pending' }))
        .data.map((change) => ({ ...change, path: pathOf(change) }))
        .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)),
  });
}
