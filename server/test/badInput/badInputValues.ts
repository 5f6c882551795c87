import fc from 'fast-check';
import { Nesting } from './Nesting';

/**
 * The longest text any body takes (emails' content, the datastores console's statement): a huge string is
 * longer, where one of exactly 10,000 characters was a valid news body.
 */
const LONGEST_TEXT = 20_000;
const junkKinds: fc.Arbitrary<unknown>[] = [
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
];
const anyJunk = fc.oneof(...junkKinds);
/** The JSON parser refuses `__proto__`/`constructor` keys as a malformed body, naming no field. */
const hasPrototypeKeys = (value: unknown) => /"(__proto__|constructor)"/.test(JSON.stringify(value));
const junk = anyJunk.filter((value) => !hasPrototypeKeys(value));
const plainJson = fc.jsonValue().filter((value) => !hasPrototypeKeys(value));
const nested = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.dictionary(fc.string(), tie('node'), { maxKeys: 3 }),
  ),
})).node;
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/** A value of another kind than the sample's; null is left out (a field may be nullable), as are numbers in text. */
const wrongFor = (value: unknown) =>
  junk.filter(
    (candidate) =>
      candidate !== null &&
      kindOf(candidate) !== kindOf(value) &&
      !(typeof value === 'number' && typeof candidate === 'string' && Number.isFinite(Number(candidate))),
  );
/** Text PostgreSQL refuses (NUL) or cannot keep in jsonb (a lone surrogate), anywhere in a string. */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff'),
    fc.string({ maxLength: 10 }),
  )
  .map((parts) => parts.join(''));
/** Numbers past an int4 column, either way. */
const pastInt4 = fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER });
const outOfRangeKinds = [pastInt4, pastInt4.map((value) => -value)];
const outOfRange = fc.oneof(...outOfRangeKinds);
/** Nesting up to 10,000 levels, which overflowed the recursive validators. */
const deepNesting = fc.integer({ min: 33, max: 10_000 }).map((levels) => new Nesting(levels));
const unknownKey = fc.stringMatching(/^[A-Za-z0-9]{1,30}$/).map((key) => `x_${key}`);

/**
 * The bad values the properties draw: junk of every JSON kind, and what the database cannot take (ids and
 * numbers past its int4 columns, text with NUL or a lone surrogate, nesting past 32 levels).
 *
 * @example
 * const { junkKinds, outOfRange } = badInputValues;
 */
export const badInputValues = {
  LONGEST_TEXT,
  junkKinds,
  hasPrototypeKeys,
  plainJson,
  nested,
  wrongFor,
  unstorableText,
  outOfRangeKinds,
  outOfRange,
  deepNesting,
  unknownKey,
};
