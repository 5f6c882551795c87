import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { NextTask } from '../../lib/NextTask';
import { CHOICES } from '../../../resources/choices';
import { PeriodControls } from '../period/PeriodControls';
import { RevenueChart } from './RevenueChart';
import { RevenueTotals } from './RevenueTotals';
import { useRevenueHistoryController } from './useRevenueHistoryController';

const GROUPS = { date: 'Day', week: 'Week', month: 'Month', year: 'Year' };
const typeLabel = (type: string) => CHOICES.paymentType.find((choice) => choice.id === type)?.name ?? type;

/** /financial/statistics ('History'): revenue over time by payment type, as a chart and the table behind it. */
export default function FinancialHistoryPage() {
  const { controls, group, problem, table, isPending, error, retry, retrying } =
    useRevenueHistoryController();
  const periodLabel = (start: string) =>
    group === 'year' ? start.slice(0, 4) : group === 'month' ? start.slice(0, 7) : start;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="History" />
      <Typography variant="h5" component="h1" gutterBottom>
        Revenue history
      </Typography>
      <PeriodControls {...controls} groups={GROUPS} />
      {problem ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem}
        </Alert>
      ) : error ? (
        <LoadError what="The revenue" error={error} onRetry={retry} retrying={retrying} sx={{ mt: 3 }} />
      ) : isPending ? (
        <CircularProgress sx={{ mt: 3 }} aria-label="Loading the revenue" />
      ) : !table || table.periods.length === 0 ? (
        <Typography sx={{ mt: 3 }}>No payments in this period.</Typography>
      ) : (
        <>
          <Box sx={{ height: 320, mt: 3 }}>
            {/* Drawing the chart is a long task of its own (Chart.js), kept apart from the page's render. */}
            <NextTask>
              <RevenueChart table={table} periodLabel={periodLabel} typeLabel={typeLabel} />
            </NextTask>
          </Box>
          <RevenueTotals
            table={table}
            periodHeading={GROUPS[group]}
            periodLabel={periodLabel}
            typeLabel={typeLabel}
          />
        </>
      )}
    </Box>
  );
}
