import { currencySymbol } from './currencySymbol';
import { formatCents } from './formatCents';

/**
 * An integer amount of cents with its currency, as the screens show money: the symbol, a non-breaking space and
 * the amount as formatCents writes it. Amounts are in euros unless a currency is given.
 *
 * @example
 * formatMoney(123456); // '€ 1.234,56'
 * formatMoney(-5, 'GBP'); // '£ -0,05'
 */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return `${currencySymbol(currency)}\u00a0${formatCents(cents)}`;
}
