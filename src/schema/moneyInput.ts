/** Fractions of a cent this small are float noise from the browser's number parsing, not a typed decimal. */
const FLOAT_NOISE = 1e-6;

/**
 * What a money input hands the form: the typed euros as integer cents ('12.5' and '12,50' give 1250, '' gives
 * null). More than two decimals give a fractional number of cents and other text stays text, so validation can
 * say what is wrong instead of the amount being rounded behind the user's back.
 *
 * @example
 * centsFromEuros('1234.56'); // 123456
 */
export function centsFromEuros(input: string | number | null | undefined): number | string | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const cents = input * 100;
    const whole = Math.round(cents);
    return Math.abs(cents - whole) < FLOAT_NOISE ? whole : cents;
  }
  const text = input.trim().replace(',', '.');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return input;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return Number(text) * 100;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/**
 * What a money input shows for the form's integer cents: euros with two decimals and a '.', as a number input
 * takes them (1250 gives '12.50'). Text (a masked value, say) is shown as it is.
 *
 * @example
 * eurosFromCents(123456); // '1234.56'
 */
export function eurosFromCents(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number') return String(value);
  if (!Number.isSafeInteger(value)) return String(value / 100);
  const absolute = Math.abs(value);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${Math.trunc(absolute / 100)}.${fraction}`;
}
