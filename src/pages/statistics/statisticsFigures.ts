import { ANALYTICS_FIGURES, type AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import { formatMoney } from '../../lib/formatMoney';
import { formatNumber } from '../../lib/formatNumber';

const MONEY: readonly AnalyticsFigure[] = ['revenue', 'tips', 'affiliateRevenue'];

/** Whether a figure is an amount in cents (shown in euros) rather than a count. */
export const isMoneyFigure = (figure: AnalyticsFigure): boolean => MONEY.includes(figure);

/** A figure's column heading, without the API's '(cents)': amounts are shown in euros. */
export const figureLabel = (figure: AnalyticsFigure): string =>
  ANALYTICS_FIGURES[figure].label.replace(' (cents)', '');

/**
 * A figure's value as people read it: euros for amounts, thousands separated for counts.
 *
 * @example
 * figureText('revenue', 123456); // '€ 1.234,56'
 */
export function figureText(figure: AnalyticsFigure, value: number): string {
  return isMoneyFigure(figure) ? formatMoney(value) : formatNumber(value, 0);
}
