import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { AnalyticsDimension } from '../../../contract/analytics/analyticsDimensions';
import type { ReportType } from '../../../contract/analytics/reportTypes';
import { REPORT_LABELS } from './statisticsPages';

const FILTER_LABELS: Record<AnalyticsDimension, string> = {
  site: 'Site',
  partner: 'Partner',
  country: 'Country',
};

const choiceText = (dimension: AnalyticsDimension, value: string | number | null) =>
  value === null
    ? 'Direct traffic'
    : dimension === 'country'
      ? String(value)
      : `${FILTER_LABELS[dimension]} ${value}`;

export interface StatisticsFiltersProps {
  reports: readonly ReportType[];
  report: ReportType;
  filters: Record<AnalyticsDimension, string>;
  choices: Record<string, readonly (string | number | null)[]> | undefined;
  compare: boolean;
  setParam: (name: string, value: string) => void;
}

/** The report picker, the site, partner and country filters, and the previous-period comparison. */
export function StatisticsFilters({
  reports,
  report,
  filters,
  choices,
  compare,
  setParam,
}: StatisticsFiltersProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label="Report"
        value={report}
        onChange={(event) => setParam('report', event.target.value)}
      >
        {reports.map((type) => (
          <MenuItem key={type} value={type}>
            {REPORT_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {(Object.keys(FILTER_LABELS) as AnalyticsDimension[]).map((dimension) => {
        // The partner filter takes ids only: direct traffic (null) is not one to filter on.
        const values = (choices?.[dimension] ?? []).filter((value) => value !== null);
        const chosen = filters[dimension];
        return (
          <TextField
            key={dimension}
            select
            size="small"
            sx={{ minWidth: 140 }}
            label={FILTER_LABELS[dimension]}
            value={chosen}
            onChange={(event) => setParam(dimension, event.target.value)}
          >
            <MenuItem value="">All</MenuItem>
            {chosen && !values.some((value) => String(value) === chosen) && (
              <MenuItem value={chosen}>{choiceText(dimension, chosen)}</MenuItem>
            )}
            {values.map((value) => (
              <MenuItem key={String(value)} value={String(value)}>
                {choiceText(dimension, value)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      <FormControlLabel
        control={
          <Switch
            checked={compare}
            onChange={(event) => setParam('compare', event.target.checked ? '1' : '')}
          />
        }
        label="Compare with the previous period"
      />
    </Stack>
  );
}
