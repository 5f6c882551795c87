import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { PayoutInvoice } from '../../../contract/finance/payoutApi';
import { CHOICES } from '../../../resources/choices';
import { stackedOnPhone } from '../../layout/stackedOnPhone';
import { formatMoney } from '../../lib/formatMoney';

const paymentType = (id: string) => CHOICES.invoicePaymentType.find((choice) => choice.id === id)?.name ?? id;
const PER_PAGE = [25, 50, 100] as const;
const moved = (entries: readonly { amount: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);
const bonuses = (invoice: PayoutInvoice) =>
  invoice.lines.reduce((sum, line) => sum + (line.bonus === undefined ? 0 : line.earned), 0);

/**
 * A batch's model and studio invoices: what each earned, what reservations took or gave back, the bonuses it
 * pays, and its bank check.
 */
export function PayoutInvoicesTable({ invoices }: { invoices: readonly PayoutInvoice[] }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(PER_PAGE[0]);
  if (invoices.length === 0) return <Typography sx={{ mt: 2 }}>No earnings in this period.</Typography>;
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" role="table" aria-label="Invoices" sx={stackedOnPhone}>
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
        <TableBody>
          {invoices.slice(page * perPage, (page + 1) * perPage).map((invoice) => (
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
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={invoices.length}
        page={Math.min(page, Math.floor((invoices.length - 1) / perPage))}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </TableContainer>
  );
}
