import { useSearchParams } from '../../routing/useSearchParams';
import type { PeriodPreset } from '../../../contract/analytics/periodPresets';
import { periodParamsOf } from './periodParamsOf';

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
  const { preset, group, period, problem } = periodParamsOf(params, groups, defaultGroup, defaultPreset);
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
    group,
    setGroup: (value: string) => update({ group: value }),
    period,
    setPeriod: (edge: 'from' | 'to', value: string) => update({ [edge]: value }),
    problem,
  } as const;
}
