import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { memo, useCallback, useState, useTransition } from 'react';
import type { PayoutInvoice } from '../../../contract/finance/payoutApi';
import { CHOICES } from '../../../resources/choices';
import { stackedOnPhone } from '../../layout/stackedOnPhone';
import { formatMoney } from '../../lib/formatMoney';
import { TablePager } from '../../lib/TablePager';

// Memoised with steady handlers: the click's own render (the old rows dimmed) leaves the pagination alone.
const MemoTablePager = memo(TablePager);

const paymentType = (id: string) => CHOICES.invoicePaymentType.find((choice) => choice.id === id)?.name ?? id;
const PER_PAGE = [25, 50, 100] as const;
const moved = (entries: readonly { amount: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);
const bonuses = (invoice: PayoutInvoice) =>
  invoice.lines.reduce((sum, line) => sum + (line.bonus === undefined ? 0 : line.earned), 0);

// One element for every render: a page change does not draw the header again.
const HEADER = (
  <TableHead>
    <TableRow>
      <TableCell>Number</TableCell>
      <TableCell>Holder</TableCell>
      <TableCell>Invoice</TableCell>
      <TableCell align="right">Earnings</TableCell>
      <TableCell align="right">Withheld</TableCell>
      <TableCell align="right">Paid back</TableCell>
      <TableCell align="right">Bonuses</TableCell>
      <TableCell align="right">Amount</TableCell>
      <TableCell>IBAN</TableCell>
      <TableCell>Bank check</TableCell>
    </TableRow>
  </TableHead>
);

/** One page of invoice rows; memoised, so dimming them while a page turns does not draw them again. */
const InvoiceRows = memo(function InvoiceRows({
  invoices,
  from,
  to,
}: {
  invoices: readonly PayoutInvoice[];
  from: number;
  to: number;
}) {
  return (
    <>
      {invoices.slice(from, to).map((invoice) => (
        <TableRow key={invoice.id}>
          <TableCell data-label="Number">{invoice.number ?? '—'}</TableCell>
          <TableCell data-label="Holder">{invoice.holderName}</TableCell>
          <TableCell data-label="Invoice">
            {invoice.kind === 'studio' ? 'Studio' : 'Model'}, {paymentType(invoice.paymentType)}
          </TableCell>
          <TableCell align="right" data-label="Earnings">
            {formatMoney(invoice.earnings)}
          </TableCell>
          <TableCell align="right" data-label="Withheld">
            {formatMoney(moved(invoice.withheld))}
          </TableCell>
          <TableCell align="right" data-label="Paid back">
            {formatMoney(moved(invoice.paidBack))}
          </TableCell>
          <TableCell align="right" data-label="Bonuses">
            {formatMoney(bonuses(invoice))}
          </TableCell>
          <TableCell align="right" data-label="Amount">
            {formatMoney(invoice.amount)}
          </TableCell>
          <TableCell data-label="IBAN">{invoice.iban || '—'}</TableCell>
          <TableCell data-label="Bank check">
            {invoice.problems === null ? (
              'Not checked'
            ) : invoice.problems.length === 0 ? (
              'OK'
            ) : (
              <Typography color="error" variant="body2">
                {invoice.problems.join('; ')}
              </Typography>
            )}
          </TableCell>
        </TableRow>
      ))}
    </>
  );
});

/**
 * A batch's model and studio invoices: what each earned, what reservations took or gave back, the bonuses it
 * pays, and its bank check.
 */
export function PayoutInvoicesTable({ invoices }: { invoices: readonly PayoutInvoice[] }) {
  const [view, setView] = useState({ page: 0, perPage: PER_PAGE[0] as number });
  // A new page is drawn in an interruptible render, its pagination with its rows: the click's own frame only dims the
  // old rows, where it drew the pagination too (its layout and paint held the click's answer ~50 ms at 4× CPU). The
  // rows keep a layer of their own (will-change), so dimming them is the compositor's work, not a repaint of 250 cells.
  const [turning, startTurning] = useTransition();
  const { page, perPage } = view;
  const turnTo = useCallback(
    (next: number) => startTurning(() => setView({ page: next, perPage })),
    [perPage],
  );
  const turnToSize = useCallback(
    (next: number) => startTurning(() => setView({ page: 0, perPage: next })),
    [],
  );
  if (invoices.length === 0) return <Typography sx={{ mt: 2 }}>No earnings in this period.</Typography>;
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" role="table" aria-label="Invoices" sx={stackedOnPhone}>
        {HEADER}
        <TableBody aria-busy={turning} style={{ willChange: 'opacity', opacity: turning ? 0.6 : 1 }}>
          <InvoiceRows invoices={invoices} from={page * perPage} to={(page + 1) * perPage} />
        </TableBody>
      </Table>
      <MemoTablePager
        count={invoices.length}
        page={Math.min(page, Math.floor((invoices.length - 1) / perPage))}
        onPageChange={turnTo}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE}
        onRowsPerPageChange={turnToSize}
      />
    </TableContainer>
  );
}
