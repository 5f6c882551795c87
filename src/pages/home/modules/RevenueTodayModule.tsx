import { Typography } from '@mui/material';
import { revenueTodayResponse } from '../../../../contract/dashboard/dashboardModuleData';
import { formatMoney } from '../../../lib/formatMoney';
import { Figure, ModuleState } from './ModuleState';
import { useModuleData } from './useModuleData';

const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** The change against last week in words: '+12 %', '−40 %', or none when last week had nothing. */
function change(today: number, before: number): string {
  if (before === 0) return '';
  const percent = Math.round(((today - before) / before) * 100);
  return ` (${percent >= 0 ? '+' : '−'}${Math.abs(percent)} %)`;
}

/** Revenue today against the same weekday last week, by the same time of day and over that whole day. */
export function RevenueTodayModule() {
  const revenue = useModuleData('revenue-today', revenueTodayResponse);
  return (
    <ModuleState
      what="Revenue today"
      query={revenue}
      isEmpty={(data) => data.today === 0 && data.lastWeekTotal === 0}
      empty="No payments today, nor on the same day last week."
    >
      {(data) => (
        <>
          <Figure
            value={formatMoney(data.today)}
            caption={`today so far${change(data.today, data.lastWeekSoFar)}`}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            Last {weekday(data.lastWeekDay)} by this time: {formatMoney(data.lastWeekSoFar)}; all day:{' '}
            {formatMoney(data.lastWeekTotal)}
          </Typography>
        </>
      )}
    </ModuleState>
  );
}
