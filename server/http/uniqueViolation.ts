import { ApiError } from './ApiError';

/** What PostgreSQL and PGlite both put on a failed statement. */
interface DatabaseError {
  code?: unknown;
  detail?: unknown;
  cause?: unknown;
}

const UNIQUE_VIOLATION = '23505';
const NOT_A_COLUMN = new Set(['collate', 'c']);

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());
const words = (field: string) => field.replace(/[A-Z]/g, (upper) => ` ${upper.toLowerCase()}`);

/** The columns of `Key (lower(username::text))=(bert) already exists.`: names that are not calls or casts. */
function columnsOfDetail(detail: string): string[] {
  const key = /^Key \((.+?)\)=\(/.exec(detail)?.[1];
  if (!key) return [];
  const bare = key.replace(/::[\w ]+/g, '').replace(/"[^"]*"/g, '');
  const names = [...bare.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/gi)].map((match) => match[1]!);
  return names.filter((name) => !NOT_A_COLUMN.has(name.toLowerCase()));
}

function violationOf(error: unknown): DatabaseError | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const candidate = cause as DatabaseError;
    if (candidate.code === UNIQUE_VIOLATION) return candidate;
    cause = candidate.cause;
  }
  return undefined;
}

/**
 * A unique index refusing a write (PostgreSQL's 23505, from pg or PGlite, possibly wrapped by Drizzle) as a 409
 * naming the field: two saves raced for one value, and the check before the write could not see the other.
 * Anything else: undefined.
 *
 * @example
 * uniqueViolation(error)?.body.fields; // { username: 'This username is taken' }
 */
export function uniqueViolation(error: unknown): ApiError | undefined {
  const violation = violationOf(error);
  if (!violation) return undefined;
  const columns = typeof violation.detail === 'string' ? columnsOfDetail(violation.detail) : [];
  const fields = Object.fromEntries(
    (columns.length > 0 ? columns.map(camelCase) : ['body']).map((field) => [
      field,
      field === 'body' ? 'This is taken' : `This ${words(field)} is taken`,
    ]),
  );
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  return new ApiError(409, 'CONFLICT', message, { fields });
}
