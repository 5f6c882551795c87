/**
 * The two check digits that make `country + check + bban` pass the ISO 13616 mod-97 check.
 *
 * @example
 * ibanCheckDigits('NL', 'ABNA0417164300'); // '91', as in NL91ABNA0417164300
 */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}
