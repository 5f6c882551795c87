import { validationError, type ApiError } from './ApiError';
import { inputProblems } from './inputProblems';

/**
 * The problems `inputProblems` finds in parsed input as a VALIDATION error naming each field by its dotted path
 * (`preferences.a.b`); a problem with the input as a whole is named `whole` (`body`). None: undefined.
 *
 * @example
 * inputError({ q: 'a\u0000' }, 'query')?.body.fields; // { q: 'Text contains a NUL character' }
 */
export function inputError(input: unknown, whole: string): ApiError | undefined {
  const problems = inputProblems(input);
  if (problems.length === 0) return undefined;
  return validationError(
    Object.fromEntries(problems.map(({ path, problem }) => [path.join('.') || whole, problem])),
  );
}
