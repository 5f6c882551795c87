import { HttpError } from 'ra-core';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import { codeInWords } from '../lib/codeInWords';

/** What people call the input a problem's key names: a field's label, a list filter's, or the key in words. */
function labelOf(path: string, fields: readonly FieldDefinition[], filters: readonly FieldDefinition[]) {
  const filter = path.startsWith('filter.') ? findField(filters, path.slice('filter.'.length)) : undefined;
  if (filter) return { label: `${filter.label} filter`, shown: true };
  const field = findField(fields, path);
  // A field nobody types in (the id) is what the problem is about, not where to correct it.
  if (field) return { label: field.label, shown: !field.readOnly };
  return { label: codeInWords(path), shown: true };
}

/** One problem as people read it: after the label of what it is about, unless it names that already. */
function problemText(
  path: string,
  problem: string,
  fields: readonly FieldDefinition[],
  filters: readonly FieldDefinition[],
) {
  const { label, shown } = labelOf(path, fields, filters);
  return !shown || problem.startsWith(label) ? problem : `${label}: ${problem}`;
}

/**
 * The API reports invalid input as 400 with `fields`; react-admin forms show a rejected save's `body.errors` on
 * their inputs, so the error is passed on with both. The message (a notification's, a dialog's, a list's) names
 * each problem by the label of its input, where the API's own names it by key (`amount: The balance is …`).
 *
 * @example
 * withValidationErrors(error, members.fields); // HttpError('Credits: The balance is 40 credits; …')
 */
export function withValidationErrors(
  error: unknown,
  fields: readonly FieldDefinition[] = [],
  filters: readonly FieldDefinition[] = [],
): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = (error.body ?? {}) as { fields?: Record<string, string> };
  if (!body.fields) return error;
  const problems = Object.entries(body.fields).map(([path, problem]) =>
    problemText(path, problem, fields, filters),
  );
  const message = problems.length > 0 ? problems.join('; ') : error.message;
  return new HttpError(message, error.status, { ...body, errors: body.fields });
}
