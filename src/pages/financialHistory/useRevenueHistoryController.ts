import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { REVENUE_GROUPS, type RevenueGroup } from '../../../contract/finance/revenueQuery';
import { revenueReport } from '../../../contract/finance/revenueReport';
import { PERIOD_PRESETS, periodRange, type PeriodPreset } from '../../lib/periodRange';
import { call } from '../../transport/call';
import { revenueTable } from './revenueTable';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The Finance history: the period (a preset, or custom days) and grouping, kept in the address so a reload
 * or a shared link shows the same, and the revenue of that period as a table.
 *
 * @example
 * const { preset, setPreset, group, setGroup, period, setPeriod, problem, table, isPending, error } =
 *   useRevenueHistoryController();
 */
export function useRevenueHistoryController() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = DAY.test(from) && DAY.test(to);
  const preset = custom ? 'custom' : oneOf<PeriodPreset>(PERIOD_PRESETS, params.get('period'), 'this-year');
  const group = oneOf<RevenueGroup>(REVENUE_GROUPS, params.get('group'), 'month');
  const period = custom ? { from, to } : periodRange(preset as PeriodPreset);
  const problem = period.from > period.to ? 'The period ends before it starts' : null;
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
  const setPreset = (value: string) =>
    update(value === 'custom' ? { ...period } : { period: value, from: null, to: null });
  const { data, isPending, error } = useQuery({
    enabled: !problem,
    queryKey: ['financial-revenue', period.from, period.to, group],
    queryFn: async () =>
      revenueReport.parse(await call('GET', '/financial/revenue', { ...period, group })).data,
  });
  return {
    preset,
    setPreset,
    group,
    setGroup: (value: string) => update({ group: value }),
    period,
    setPeriod: (edge: 'from' | 'to', value: string) => update({ [edge]: value }),
    problem,
    table: data ? revenueTable(data) : null,
    isPending: isPending && !problem,
    error,
  } as const;
}
