import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { HttpError } from 'react-admin';
import { PageTitle } from '../../lib/PageTitle';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import { downloadText } from '../../lib/downloadText';
import { LoadError } from '../../lib/LoadError';
import { PeriodControls } from '../period/PeriodControls';
import { StatisticsChart } from './StatisticsChart';
import { figureLabel } from './statisticsFigures';
import { statisticsCsv } from './statisticsCsv';
import { StatisticsFilters } from './StatisticsFilters';
import { REPORT_LABELS, type StatisticsPageKind } from './statisticsPages';
import { StatisticsTable } from './StatisticsTable';
import { useStatisticsController } from './useStatisticsController';
import { NextTask } from '../../lib/NextTask';

const GROUPINGS = {
  date: 'Day',
  day: 'Weekday',
  week: 'Week',
  month: 'Month',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
};

const names = (figures: readonly AnalyticsFigure[]) => figures.map(figureLabel).join(', ');

/** A statistics page (/statistics/traffic, /members, /models): a report over a period as a chart and its table. */
export function StatisticsPage({ kind, menuLabel }: { kind: StatisticsPageKind; menuLabel: string }) {
  const { page, periodParams, report, filters, filterChoices, compare, setParam, answer } =
    useStatisticsController(kind);
  const data = answer.data;
  // A refused request (a period too long for its grouping, say) says why; anything else may be tried again.
  const refusal =
    answer.error instanceof HttpError && answer.error.status === 400 ? answer.error.message : null;
  const empty = data && data.rows.every((row) => Object.values(row.values).every((value) => value === 0));
  const caption = `${REPORT_LABELS[report]} from ${data?.from ?? periodParams.period.from} to ${data?.to ?? periodParams.period.to}`;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title={menuLabel} />
      <Typography variant="h5" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <StatisticsFilters
        reports={page.reports}
        report={report}
        filters={filters}
        choices={filterChoices}
        compare={compare}
        setParam={setParam}
      />
      <PeriodControls {...periodParams} groups={GROUPINGS} />
      {periodParams.problem ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {periodParams.problem}
        </Alert>
      ) : refusal ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {refusal}
        </Alert>
      ) : answer.error ? (
        <LoadError
          what="The report"
          error={answer.error}
          onRetry={() => void answer.refetch()}
          retrying={answer.isFetching}
          sx={{ mt: 3 }}
        />
      ) : !data ? (
        <CircularProgress sx={{ mt: 3 }} aria-label="Loading the report" />
      ) : (
        <Box sx={{ mt: 3, opacity: answer.isPlaceholderData ? 0.6 : 1 }} aria-busy={answer.isPlaceholderData}>
          {data.withheld.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Not shown: {names(data.withheld)}. Your roles do not include these figures.
            </Alert>
          )}
          {data.unavailable.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              By {GROUPINGS[data.grouping].toLowerCase()} only visits are counted: {names(data.unavailable)}{' '}
              need an hour or longer.
            </Alert>
          )}
          {empty ? (
            <Typography>Nothing was recorded in this period.</Typography>
          ) : (
            <Box sx={{ height: 320 }}>
              {/* Drawing the chart is a long task of its own (Chart.js), kept apart from the page's first render. */}
              <NextTask>
                <StatisticsChart report={data} />
              </NextTask>
            </Box>
          )}
          <StatisticsTable report={data} caption={caption} />
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            onClick={() =>
              downloadText(
                statisticsCsv(data),
                `${report}-${data.grouping}-${data.from}-${data.to}.csv`,
                'text/csv',
              )
            }
          >
            Download CSV
          </Button>
        </Box>
      )}
    </Box>
  );
}
