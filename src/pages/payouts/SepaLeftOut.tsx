import { Alert, AlertTitle } from '@mui/material';
import type { PayoutInvoice } from '../../../contract/finance/payoutApi';
import { formatMoney } from '../../lib/formatMoney';

/** Enough to act on at a glance; the table's Bank check column has the rest. */
const SHOWN = 10;

/**
 * Which invoices the batch's SEPA file leaves out and why (nothing to pay, bank data), so none goes unpaid
 * without a word; nothing when the file pays them all.
 */
export function SepaLeftOut({ invoices, final }: { invoices: readonly PayoutInvoice[]; final: boolean }) {
  const left = invoices.filter((invoice) => invoice.sepaLeftOut !== null);
  if (left.length === 0) return null;
  const counted = `${left.length} of ${invoices.length} invoice${invoices.length === 1 ? '' : 's'}`;
  return (
    <Alert severity={final ? 'warning' : 'info'} sx={{ mb: 2 }} aria-label="Left out of the SEPA file">
      <AlertTitle>
        {counted} {final ? (left.length === 1 ? 'is' : 'are') : 'will be'} left out of the SEPA file
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {left.slice(0, SHOWN).map((invoice) => (
          <li key={invoice.id}>
            {invoice.number ? `${invoice.number}, ` : ''}
            {invoice.holderName} ({formatMoney(invoice.amount)}): {invoice.sepaLeftOut}
          </li>
        ))}
        {left.length > SHOWN && <li>and {left.length - SHOWN} more</li>}
      </ul>
    </Alert>
  );
}
