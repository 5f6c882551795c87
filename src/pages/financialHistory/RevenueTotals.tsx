import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '../../lib/formatMoney';
import type { RevenueTable } from './revenueTable';

export interface RevenueTotalsProps {
  table: RevenueTable;
  periodHeading: string;
  periodLabel: (period: string) => string;
  typeLabel: (type: string) => string;
}

/** The table behind the revenue chart: cents per period and payment type, with row, column and grand totals. */
export function RevenueTotals({ table, periodHeading, periodLabel, typeLabel }: RevenueTotalsProps) {
  return (
    <TableContainer sx={{ mt: 3 }}>
      <Table size="small" aria-label="Revenue per period">
        <TableHead>
          <TableRow>
            <TableCell>{periodHeading}</TableCell>
            {table.types.map((type) => (
              <TableCell key={type} align="right">
                {typeLabel(type)}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.periods.map((start) => (
            <TableRow key={start}>
              <TableCell>{periodLabel(start)}</TableCell>
              {table.types.map((type) => (
                <TableCell key={type} align="right">
                  {formatMoney(table.amount(start, type))}
                </TableCell>
              ))}
              <TableCell align="right">{formatMoney(table.periodTotal(start))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
          <TableRow>
            <TableCell>Total</TableCell>
            {table.types.map((type) => (
              <TableCell key={type} align="right">
                {formatMoney(table.typeTotal(type))}
              </TableCell>
            ))}
            <TableCell align="right">{formatMoney(table.total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
