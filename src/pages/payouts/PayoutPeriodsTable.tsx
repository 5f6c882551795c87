import {
  Chip,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { stackedOnPhone } from '../../layout/stackedOnPhone';
import { formatMoney } from '../../lib/formatMoney';

const STATUS = {
  none: { label: 'Not calculated', color: 'default' },
  draft: { label: 'Draft', color: 'warning' },
  final: { label: 'Final', color: 'success' },
} as const;

/** What a period's calculation is doing now, for its status cell. */
function JobState({ job }: { job: PayoutBatchSummary['job'] }) {
  if (job?.status === 'running')
    return (
      <LinearProgress
        variant={job.total > 0 ? 'determinate' : 'indeterminate'}
        value={job.total > 0 ? (100 * job.done) / job.total : 0}
        aria-label={`Calculating: ${job.done} of ${job.total || '…'} invoices`}
        sx={{ mt: 0.5 }}
      />
    );
  if (job?.status === 'failed')
    return <Chip size="small" color="error" label={`Failed: ${job.error ?? ''}`} />;
  return null;
}

export interface PayoutPeriodsTableProps {
  periods: readonly PayoutBatchSummary[];
  selected: string | null;
  onSelect: (start: string) => void;
}

/** The ended periods of an interval, newest first: each with its batch's state; a period opens by its link. */
export function PayoutPeriodsTable({ periods, selected, onSelect }: PayoutPeriodsTableProps) {
  return (
    <TableContainer>
      <Table size="small" role="table" aria-label="Payout periods" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Invoices</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Bank problems</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((period) => (
            <TableRow key={period.start} selected={period.start === selected} hover>
              <TableCell data-label="Period">
                <Link
                  component="button"
                  type="button"
                  onClick={() => onSelect(period.start)}
                  aria-current={period.start === selected ? 'true' : undefined}
                >
                  {period.start} – {period.end}
                </Link>
              </TableCell>
              <TableCell data-label="Status">
                <Chip size="small" label={STATUS[period.status].label} color={STATUS[period.status].color} />
                <JobState job={period.job} />
              </TableCell>
              <TableCell align="right" data-label="Invoices">
                {period.status === 'none' ? '—' : period.invoices}
              </TableCell>
              <TableCell align="right" data-label="Total">
                {period.status === 'none' ? '—' : formatMoney(period.total)}
              </TableCell>
              <TableCell align="right" data-label="Bank problems">
                {period.validatedAt ? period.problems : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
