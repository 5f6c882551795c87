import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CHOICES } from '../../../resources/choices';
import { RevenueChart } from './RevenueChart';
import { RevenueTotals } from './RevenueTotals';
import { useRevenueHistoryController } from './useRevenueHistoryController';

const PRESETS = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  'last-year': 'Last year',
  custom: 'Custom',
};
const GROUPS = { date: 'Day', week: 'Week', month: 'Month', year: 'Year' };
const typeLabel = (type: string) => CHOICES.paymentType.find((choice) => choice.id === type)?.name ?? type;

/** /financial/statistics ('History'): revenue over time by payment type, as a chart and the table behind it. */
export default function FinancialHistoryPage() {
  const { preset, setPreset, group, setGroup, period, setPeriod, problem, table, isPending, error } =
    useRevenueHistoryController();
  const periodLabel = (start: string) =>
    group === 'year' ? start.slice(0, 4) : group === 'month' ? start.slice(0, 7) : start;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Title title="History" />
      <Typography variant="h5" component="h1" gutterBottom>
        Revenue history
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          sx={{ minWidth: 160 }}
          label="Period"
          value={preset}
          onChange={(e) => setPreset(e.target.value)}
        >
          {Object.entries(PRESETS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          sx={{ minWidth: 120 }}
          label="Group by"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
        >
          {Object.entries(GROUPS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {preset === 'custom' ? (
          (['from', 'to'] as const).map((edge) => (
            <TextField
              key={edge}
              type="date"
              size="small"
              fullWidth={false}
              label={edge === 'from' ? 'From' : 'To'}
              value={period[edge]}
              onChange={(e) => e.target.value && setPeriod(edge, e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))
        ) : (
          <Typography color="text.secondary">
            {period.from} – {period.to} (Europe/Amsterdam)
          </Typography>
        )}
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem}
        </Alert>
      ) : isPending ? (
        <CircularProgress sx={{ mt: 3 }} aria-label="Loading the revenue" />
      ) : error ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          The revenue could not be loaded: {error.message}
        </Alert>
      ) : !table || table.periods.length === 0 ? (
        <Typography sx={{ mt: 3 }}>No payments in this period.</Typography>
      ) : (
        <>
          <Box sx={{ height: 320, mt: 3 }}>
            <RevenueChart table={table} periodLabel={periodLabel} typeLabel={typeLabel} />
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
