import { createHash } from 'node:crypto';
import type { AnalyticsPeriod } from '../../contract/analytics/analyticsPeriod';
import type { AnalyticsFigure } from '../../contract/analytics/analyticsFigures';
import { presetPeriod } from '../../contract/analytics/periodPresets';
import type { ReportType } from '../../contract/analytics/reportTypes';
import { reportFiguresFor } from '../../contract/analytics/reportFiguresFor';
import { stableJson } from './stableJson';

/** Every cached analytics answer starts with this, so one purge clears them all. */
export const ANALYTICS_CACHE_PREFIX = 'analytics:';

/**
 * The cache key of an analytics answer: the normalized request, the figures the caller's roles withhold (two
 * callers who see the same figures share an entry) and a preset's days today (a 'today' report changes key at
 * midnight rather than answering yesterday's).
 *
 * @example
 * analyticsCacheKey('report', request, roles); // 'analytics:report:signups:3f9c…'
 */
export function analyticsCacheKey(
  kind: 'report' | 'aggregate',
  request: AnalyticsPeriod & { report: ReportType; fields?: readonly AnalyticsFigure[] },
  roles: readonly string[],
  now = new Date(),
): string {
  const { withheld } = reportFiguresFor(request.report, roles, request.fields);
  const days = request.preset ? presetPeriod(request.preset, now) : null;
  const digest = createHash('sha256')
    .update(stableJson({ request, withheld, days }))
    .digest('hex')
    .slice(0, 20);
  return `${ANALYTICS_CACHE_PREFIX}${kind}:${request.report}:${digest}`;
}
