import { useQuery } from '@tanstack/react-query';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import { call } from '../../transport/call';

/**
 * Every bank details change still waiting for approval, oldest first: a payout pays only approved details, so
 * finance sees what waits before it pays. Read as its contract's type: the server answers only what
 * bankChangesResponse accepts, and parsing it here would put zod before the payouts page's first data.
 *
 * @example
 * const { data: waiting } = usePendingBankChanges();
 */
export function usePendingBankChanges() {
  return useQuery({
    queryKey: ['bank-changes', 'pending'],
    queryFn: async (): Promise<BankChange[]> =>
      (await call<{ data: BankChange[] }>('GET', '/bank-changes', { status: 'pending' })).data.sort((a, b) =>
        a.requestedAt.localeCompare(b.requestedAt),
      ),
  });
}
