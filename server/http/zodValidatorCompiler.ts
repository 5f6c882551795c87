import type { FastifySchemaCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';
import { validationError } from './ApiError';

const CONTEXT_FIELD: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function problemOf(issue: ZodError['issues'][number]): string {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'Required';
  return issue.message;
}

/** Turns zod's issues into `{ field: problem }`, one entry per offending field, unknown fields included. */
export function fieldsOf(error: ZodError, context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] = 'Unknown field';
      continue;
    }
    const field = base || CONTEXT_FIELD[context] || context;
    fields[field] ??= problemOf(issue);
  }
  return fields;
}

/**
 * Lets routes declare zod schemas for params, querystring and body; a failure becomes the VALIDATION error.
 *
 * @example
 * app.setValidatorCompiler(zodValidatorCompiler);
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: validationError(fieldsOf(result.error, httpPart ?? 'body')) };
  };
};
