/** How the server shows a masked value: the mask, with the last four characters of long values. */
export const MASK = '••••';

/** Whether a value is a mask the server sent in place of private data. */
export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(MASK);
}

/** An account number or IBAN: letters and digits only, mostly digits. */
const ACCOUNT_NUMBER = /^(?=(?:[^0-9]*[0-9]){6})[A-Z0-9]{8,34}$/i;

/**
 * The masked form of a private value: nothing for nothing, the last four characters of an IBAN or account
 * number (so staff can tell accounts apart), the bare mask for everything else (addresses, phone numbers,
 * dates, pictures), which would give away too much.
 *
 * @example
 * maskValue('NL91ABNA0417164300'); // '•••• 4300'
 * maskValue('Keizersgracht 12'); // '••••'
 */
export function maskValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && ACCOUNT_NUMBER.test(value)) return `${MASK} ${value.slice(-4)}`;
  return MASK;
}
