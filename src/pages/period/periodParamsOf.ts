import {
  PERIOD_PRESETS,
  presetPeriod,
  type DayPeriod,
  type PeriodPreset,
} from '../../../contract/analytics/periodPresets';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * A report's period (a preset of docs/product.md#entities, or custom days from `from` and `to`) and grouping as
 * an address's parameters give them, with what is wrong with the period, if anything.
 *
 * @example
 * periodParamsOf(new URLSearchParams('period=last-month'), ['month', 'year'], 'month', 'this-year').period;
 */
export function periodParamsOf<G extends string>(
  params: URLSearchParams,
  groups: readonly G[],
  defaultGroup: G,
  defaultPreset: PeriodPreset,
) {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = DAY.test(from) && DAY.test(to);
  const preset: PeriodPreset | 'custom' = custom
    ? 'custom'
    : oneOf(PERIOD_PRESETS, params.get('period'), defaultPreset);
  const period: DayPeriod = preset === 'custom' ? { from, to } : presetPeriod(preset);
  return {
    preset,
    group: oneOf(groups, params.get('group'), defaultGroup),
    period,
    problem: period.from > period.to ? 'The period ends before it starts' : null,
  } as const;
}
