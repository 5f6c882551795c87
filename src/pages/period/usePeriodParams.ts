import { useSearchParams } from 'react-router-dom';
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
 * A report's period (a preset of docs/product.md#entities, or custom days) and grouping, kept in the address
 * so a reload or a shared link shows the same report.
 *
 * @example
 * const { preset, setPreset, group, setGroup, period, setPeriod, problem } =
 *   usePeriodParams(['month', 'quarter', 'year'], 'quarter', 'this-year');
 */
export function usePeriodParams<G extends string>(
  groups: readonly G[],
  defaultGroup: G,
  defaultPreset: PeriodPreset,
) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = DAY.test(from) && DAY.test(to);
  const preset: PeriodPreset | 'custom' = custom
    ? 'custom'
    : oneOf(PERIOD_PRESETS, params.get('period'), defaultPreset);
  const period: DayPeriod = preset === 'custom' ? { from, to } : presetPeriod(preset);
  const update = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    preset,
    setPreset: (value: string) =>
      update(value === 'custom' ? { ...period } : { period: value, from: null, to: null }),
    group: oneOf(groups, params.get('group'), defaultGroup),
    setGroup: (value: string) => update({ group: value }),
    period,
    setPeriod: (edge: 'from' | 'to', value: string) => update({ [edge]: value }),
    problem: period.from > period.to ? 'The period ends before it starts' : null,
  } as const;
}
