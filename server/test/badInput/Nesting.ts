/** Objects and arrays nested past the 32 levels input may have, as JSON text: JSON.stringify overflows at 10,000. */
export class Nesting {
  constructor(readonly levels: number) {}

  /** `body` as JSON with this nesting where it holds it. */
  static stringify(body: unknown, nesting: Nesting): string {
    const opens = Array.from({ length: nesting.levels }, (_, level) => (level % 2 ? '[' : '{"a":'));
    const closes = opens.map((open) => (open === '[' ? ']' : '}')).reverse();
    const text = JSON.stringify(body, (_, value: unknown) => (value === nesting ? 'zzNestingHere' : value));
    return text.replace('"zzNestingHere"', `${opens.join('')}"leaf"${closes.join('')}`);
  }
}
