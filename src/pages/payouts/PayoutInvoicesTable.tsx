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
import { formatMoney } from '../../lib/formatMoney';

const paymentType = (id: string) => CHOICES.invoicePaymentType.find((choice) => choice.id === id)?.name ?? id;
const PER_PAGE = [25, 50, 100] as const;
const moved = (entries: readonly { amount: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);

/** A batch's model and studio invoices: what each earned, what reservations took or gave back, and its bank check. */
export function PayoutInvoicesTable({ invoices }: { invoices: readonly PayoutInvoice[] }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(PER_PAGE[0]);
  if (invoices.length === 0) return <Typography sx={{ mt: 2 }}>No earnings in this period.</Typography>;
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Holder</TableCell>
            <TableCell>Invoice</TableCell>
            <TableCell align="right">Earnings</TableCell>
            <TableCell align="right">Withheld</TableCell>
            <TableCell align="right">Paid back</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>IBAN</TableCell>
            <TableCell>Bank check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.slice(page * perPage, (page + 1) * perPage).map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>{invoice.number ?? '—'}</TableCell>
              <TableCell>{invoice.holderName}</TableCell>
              <TableCell>
                {invoice.kind === 'studio' ? 'Studio' : 'Model'}, {paymentType(invoice.paymentType)}
              </TableCell>
              <TableCell align="right">{formatMoney(invoice.earnings)}</TableCell>
              <TableCell align="right">{formatMoney(moved(invoice.withheld))}</TableCell>
              <TableCell align="right">{formatMoney(moved(invoice.paidBack))}</TableCell>
              <TableCell align="right">{formatMoney(invoice.amount)}</TableCell>
              <TableCell>{invoice.iban || '—'}</TableCell>
              <TableCell>
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
