const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  '&': '+',
};

/**
 * Text as a SEPA transfer may carry it: the Latin character set of the EPC rules (letters, digits and
 * `/ - ? : ( ) . , ' +` and space), accents dropped, other characters a space, at most `max` characters.
 *
 * @example
 * sepaText('Zoë & Jörg — Studio №1', 70); // 'Zoe + Jorg Studio 1'
 */
export function sepaText(value: string, max: number): string {
  return [...value.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => SPELLED[char] ?? char)
    .join('')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
