/**
 * Makes `%`, `_` and `\` typed by staff literal characters in a LIKE pattern, not wildcards.
 *
 * @example
 * sql`lower(${groups.name}) like ${`%${escapeLike(text.toLowerCase())}%`}`;
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
