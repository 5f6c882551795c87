import type { FieldDefinition } from './FieldDefinition';

/** The field at a dotted path (`details.city`), with `source` set to that full path; undefined if none. */
export function findField(fields: readonly FieldDefinition[], path: string): FieldDefinition | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.source === head);
  if (!field || rest.length === 0) return field;
  if (field.kind !== 'group') return undefined;
  const inner = findField(field.fields, rest.join('.'));
  return inner && { ...inner, source: `${head}.${inner.source}` };
}
