/**
 * A code as words, for one the screens have no label for: its parts (camel case, `.`, `-`, `_`) apart and the
 * first capitalised.
 *
 * @example
 * codeInWords('signInLink'); // 'Sign in link'
 * codeInWords('filter.bogus'); // 'Filter bogus'
 */
export function codeInWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
