import { useQuery } from '@tanstack/react-query';
import { bankChangesResponse, type BankChange } from '../../../contract/banking/bankChangeApi';
import { call } from '../../transport/call';

/**
 * Every bank details change still waiting for approval, oldest first: a payout pays only approved details, so
 * finance sees what waits before it pays.
 *
 * @example
 * const { data: waiting } = usePendingBankChanges();
 */
export function usePendingBankChanges() {
  return useQuery({
    queryKey: ['bank-changes', 'pending'],
    queryFn: async (): Promise<BankChange[]> =>
      bankChangesResponse
        .parse(await call('GET', '/bank-changes', { status: 'pending' }))
        .data.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)),
  });
}
