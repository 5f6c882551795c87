import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import type { VatGroup } from '../../../contract/finance/vatReport';
import { stackedOnPhone } from '../../layout/stackedOnPhone';
import { formatMoney } from '../../lib/formatMoney';
import { vatPeriodLabel } from './vatPeriodLabel';
import type { VatSums, vatTotals } from './vatTotals';

const rate = (rateBp: number) => `${String(rateBp / 100).replace('.', ',')}%`;

function Sums({ sums }: { sums: VatSums }) {
  return (
    <>
      <TableCell align="right" data-label="Payments">
        {sums.payments}
      </TableCell>
      <TableCell align="right" data-label="Gross">
        {formatMoney(sums.gross)}
      </TableCell>
      <TableCell align="right" data-label="VAT">
        {formatMoney(sums.vat)}
      </TableCell>
      <TableCell align="right" data-label="Net">
        {formatMoney(sums.net)}
      </TableCell>
    </>
  );
}

/** The VAT report: per return period its country lines and their total, then the total of the report. */
export function VatTable({ totals, group }: { totals: ReturnType<typeof vatTotals>; group: VatGroup }) {
  const bold = { '& td': { fontWeight: 'bold' } };
  return (
    <TableContainer sx={{ mt: 3 }}>
      <Table size="small" role="table" aria-label="VAT per period and country" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">VAT rate</TableCell>
            <TableCell align="right">Payments</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell align="right">VAT</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.periods.map(({ period, lines, sums }) => (
            <Fragment key={period}>
              {lines.map((line) => (
                <TableRow key={line.entry}>
                  <TableCell data-label="Period">{vatPeriodLabel(period, group)}</TableCell>
                  <TableCell data-label="Country">{line.name}</TableCell>
                  <TableCell align="right" data-label="VAT rate">
                    {rate(line.rateBp)}
                  </TableCell>
                  <Sums sums={line} />
                </TableRow>
              ))}
              <TableRow sx={bold}>
                <TableCell data-label="Period">{vatPeriodLabel(period, group)}</TableCell>
                <TableCell colSpan={2}>Period total</TableCell>
                <Sums sums={sums} />
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
          <TableRow>
            <TableCell colSpan={3}>Total</TableCell>
            <Sums sums={totals.sums} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
