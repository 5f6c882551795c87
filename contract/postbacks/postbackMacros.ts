/** One placeholder a postback URL may carry, filled by the server when it sends the postback. */
export interface PostbackMacro {
  name: string;
  description: string;
  /** What 'Send a test' puts in its place. */
  sample: string;
}

/** The macros a postback URL may use, as `{name}`: listed beside the URL field and filled when sending. */
export const POSTBACK_MACROS: readonly PostbackMacro[] = [
  {
    name: 'click_id',
    description: 'The click id the partner sent with the visitor',
    sample: 'test-click-123',
  },
  { name: 'partner_code', description: "The partner's code", sample: 'TEST' },
  { name: 'event', description: 'The event: signup, first_payment, payment or chargeback', sample: 'signup' },
  { name: 'member_id', description: 'The member the event is about', sample: '1001' },
  { name: 'amount', description: 'The payment amount in euros (0.00 for a signup)', sample: '19.99' },
  { name: 'currency', description: 'The currency of the amount', sample: 'EUR' },
  { name: 'payout', description: "The partner's commission in euros", sample: '5.00' },
  { name: 'transaction_id', description: 'The payment or chargeback id', sample: 'tx-test-1' },
  { name: 'timestamp', description: 'When it happened, in seconds since 1970', sample: '1767225600' },
];

/** The events a partner can be told of, one postback URL each. */
export const POSTBACK_EVENTS = [
  { id: 'signup', name: 'Signup' },
  { id: 'first_payment', name: 'First payment' },
  { id: 'payment', name: 'Payment' },
  { id: 'chargeback', name: 'Chargeback' },
] as const;

const macroNames = POSTBACK_MACROS.map((macro) => macro.name).join('|');

/**
 * An http or https address without spaces, whose braces hold only known macros (`{click_id}`): what a postback
 * URL must match (the server checks where it points when it sends).
 */
export const POSTBACK_URL_PATTERN = `^https?://(?:[^\\s{}]|\\{(?:${macroNames})\\})+$`;

/** The macros listed in one line, for the URL field's help. */
export const POSTBACK_MACRO_HELP = `Macros: ${POSTBACK_MACROS.map((macro) => `{${macro.name}}`).join(' ')}`;

/**
 * The URL with each macro replaced by its value, URL-encoded; an unknown or unvalued macro is left as written.
 *
 * @example
 * fillPostbackMacros('https://t.example/?c={click_id}', { click_id: 'a b' }); // 'https://t.example/?c=a%20b'
 */
export function fillPostbackMacros(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(values[name]),
  );
}

/** The sample value of every macro, as 'Send a test' fills them. */
export const SAMPLE_MACRO_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  POSTBACK_MACROS.map((macro) => [macro.name, macro.sample]),
);
