const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£' };

/**
 * How an amount names its currency: the symbol of the platform's currencies, else the ISO code itself.
 *
 * @example
 * currencySymbol('EUR'); // '€'
 * currencySymbol('CHF'); // 'CHF'
 */
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency] ?? currency;
}
