import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { DayPeriod } from '../../../contract/analytics/periodPresets';

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

export interface PeriodControlsProps {
  preset: string;
  setPreset: (value: string) => void;
  /** The groupings offered, by value, with their labels. */
  groups: Record<string, string>;
  group: string;
  setGroup: (value: string) => void;
  period: DayPeriod;
  setPeriod: (edge: 'from' | 'to', value: string) => void;
}

/** A report's period (preset or custom days, Europe/Amsterdam) and its grouping. */
export function PeriodControls(props: PeriodControlsProps) {
  const { preset, setPreset, groups, group, setGroup, period, setPeriod } = props;
  return (
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
        {Object.entries(groups).map(([value, label]) => (
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
  );
}
