import { ANALYTICS_FIGURES, type AnalyticsFigure } from './analyticsFigures';
import { REPORT_FIGURES } from './reportFigures';
import type { ReportType } from './reportTypes';

export interface FigureChoice {
  /** The figures the answer carries. */
  present: AnalyticsFigure[];
  /** The report's figures the caller's roles do not cover: absent from every row. */
  withheld: AnalyticsFigure[];
}

/**
 * Which of a report's figures (or of the `fields` asked for, kept in the report's order) a caller with these
 * roles sees, and which are withheld.
 *
 * @example
 * reportFiguresFor('revenue', ['VIEW_PAGE_PARTNER_STATISTICS']); // { present: [], withheld: ['revenue', 'payments', 'tips'] }
 */
export function reportFiguresFor(
  report: ReportType,
  roles: readonly string[],
  fields?: readonly AnalyticsFigure[],
): FigureChoice {
  const asked = REPORT_FIGURES[report].filter((figure) => !fields || fields.includes(figure));
  const allowed = (figure: AnalyticsFigure) => {
    const role = ANALYTICS_FIGURES[figure].role;
    return role === null || roles.includes(role);
  };
  return { present: asked.filter(allowed), withheld: asked.filter((figure) => !allowed(figure)) };
}
