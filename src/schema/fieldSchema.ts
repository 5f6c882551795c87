import { z } from 'zod';
import type { FieldDefinition } from './FieldDefinition';
import { imageSchema } from './imageSchema';
import { isEmptyValue } from './isEmptyValue';
import { recordSchema } from './recordSchema';

const idSchema = z.union([z.string(), z.number()]);

function baseSchema(field: FieldDefinition): z.ZodType {
  const invalid = (what: string) => ({ error: `${field.label} must be ${what}` });
  switch (field.kind) {
    case 'text': {
      let schema = z.string(invalid('text'));
      if (field.minLength)
        schema = schema.min(field.minLength, invalid(`at least ${field.minLength} characters`));
      if (field.maxLength)
        schema = schema.max(field.maxLength, invalid(`at most ${field.maxLength} characters`));
      return schema;
    }
    case 'email':
      return z.email(invalid('a valid email address'));
    case 'integer': {
      let schema = z.number(invalid('a whole number')).int(invalid('a whole number'));
      if (field.min !== undefined) schema = schema.min(field.min, invalid(`at least ${field.min}`));
      if (field.max !== undefined) schema = schema.max(field.max, invalid(`at most ${field.max}`));
      return schema;
    }
    case 'money': {
      const schema = z
        .number(invalid('an amount'))
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          invalid('an amount in cents'),
        );
      return field.min === undefined
        ? schema
        : schema.refine((value) => value >= field.min!, invalid(`at least ${field.min}`));
    }
    case 'date':
    case 'datetime':
      return z
        .union([z.string(), z.date()], invalid('a date'))
        .refine((value) => !Number.isNaN(new Date(value).getTime()), invalid('a date'));
    case 'enum': {
      const one = z.enum(
        field.choices.map((choice) => choice.id) as [string, ...string[]],
        invalid('one of the options'),
      );
      return field.multiple ? z.array(one, invalid('a list of options')) : one;
    }
    case 'boolean':
      return z.boolean(invalid('yes or no'));
    case 'image':
      return imageSchema(field.label);
    case 'reference':
      return field.multiple ? z.array(idSchema, invalid('a list')) : idSchema;
    case 'group':
      return recordSchema(field.fields);
    case 'list':
      return z.array(recordSchema(field.fields), invalid('a list'));
  }
}

/**
 * The zod schema of one field: its kind's type and limits, and 'required' with the field's label.
 * Empty form values ('' and null) count as absent.
 */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  const base = baseSchema(field);
  if (!field.required)
    return z.preprocess((value) => (isEmptyValue(value) ? undefined : value), base.optional());
  const required = `${field.label} is required`;
  return z.preprocess(
    (value) => (isEmptyValue(value) || (Array.isArray(value) && value.length === 0) ? undefined : value),
    z.custom((value) => value !== undefined, { error: required }).pipe(base),
  );
}
