import { z } from 'zod';
import type { FieldDefinition } from './FieldDefinition';
import { imageSchema } from './imageSchema';
import { isEmptyValue } from './isEmptyValue';
import { isMasked } from './masking';

/** How a record schema treats what it is given. */
export interface SchemaOptions {
  /** Refuse keys no field declares (the server's bodies). */
  strict?: boolean;
  /** Every field optional, nested groups too: an update sends only what changed. */
  partial?: boolean;
  /** Inside a masked group: every field is masked. */
  masked?: boolean;
}

const idSchema = z.union([z.string(), z.number()]);
/** A day, optionally with a time and zone: Date alone reads '1' or a run of zeros as a date. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function baseSchema(field: FieldDefinition, options: SchemaOptions): z.ZodType {
  const invalid = (what: string) => ({ error: `${field.label} must be ${what}` });
  switch (field.kind) {
    case 'text': {
      let schema = z.string(invalid('text'));
      if (field.minLength)
        schema = schema.min(field.minLength, invalid(`at least ${field.minLength} characters`));
      if (field.maxLength)
        schema = schema.max(field.maxLength, invalid(`at most ${field.maxLength} characters`));
      if (field.pattern)
        schema = schema.regex(new RegExp(field.pattern.regex), invalid(field.pattern.message));
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
      // Integer cents over the API (never a float); the limit is in cents too, named as the screens show money.
      const schema = z.number(invalid('an amount')).int(invalid('an amount in cents'));
      if (field.min === undefined) return schema;
      const [whole = '0', cents] = (Math.abs(field.min) / 100).toFixed(2).split('.');
      const shown = `${field.min < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
      return schema.min(field.min, invalid(`at least ${shown}`));
    }
    case 'date':
    case 'datetime':
      return z
        .union([z.string().regex(ISO_DATE, invalid('a date')), z.date()], invalid('a date'))
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
    case 'reference': {
      // The server stores ids as integers; forms may hold them as text.
      const id = options.strict
        ? z.number(invalid('a record id')).int(invalid('a record id')).min(1)
        : idSchema;
      return field.multiple ? z.array(id, invalid('a list')) : id;
    }
    case 'group':
      return recordSchema(field.fields, 'edit', options);
    case 'list':
      return z.array(recordSchema(field.fields, 'edit', { strict: options.strict }), invalid('a list'));
  }
}

/**
 * The zod schema of one field: its kind's type and limits, and 'required' with the field's label.
 * Empty form values ('' and null) count as absent. In a partial schema a field may be left out, but a required
 * one sent empty is still refused.
 */
export function fieldSchema(field: FieldDefinition, options: SchemaOptions = {}): z.ZodType {
  const inner = { ...options, masked: options.masked || Boolean(field.masked) };
  const schema = field.required ? requiredSchema(field, inner) : optionalSchema(field, inner);
  const checked = inner.masked && field.kind !== 'group' ? maskedSchema(field, schema, options) : schema;
  return options.partial ? checked.optional() : checked;
}

/**
 * A masked value as the server sent it: the form keeps it as it is (it counts as present and is never sent),
 * the server refuses it, since only a revealed value may be changed.
 */
function maskedSchema(field: FieldDefinition, schema: z.ZodType, options: SchemaOptions): z.ZodType {
  if (!options.strict) return z.union([z.string().refine((value) => isMasked(value)), schema]);
  return z.preprocess((value, context) => {
    if (!isMasked(value)) return value;
    context.addIssue({ code: 'custom', message: `${field.label}: reveal the value before changing it` });
    return z.NEVER;
  }, schema);
}

function optionalSchema(field: FieldDefinition, options: SchemaOptions): z.ZodType {
  return z.preprocess(
    (value) => (isEmptyValue(value) ? undefined : value),
    baseSchema(field, options).optional(),
  );
}

function requiredSchema(field: FieldDefinition, options: SchemaOptions): z.ZodType {
  const required = `${field.label} is required`;
  return z.preprocess(
    (value) => (isEmptyValue(value) || (Array.isArray(value) && value.length === 0) ? undefined : value),
    z.custom((value) => value !== undefined, { error: required }).pipe(baseSchema(field, options)),
  );
}

/**
 * The zod schema of a record built from its fields: the one validation the form runs and the server can
 * serves with. Read-only fields are not validated; in 'create' mode edit-only fields are left out too.
 *
 * @example
 * recordSchema(accounts.fields, 'create').safeParse({ username: 'ann', email: 'ann@example.com' });
 */
export function recordSchema(
  fields: readonly FieldDefinition[],
  mode: 'create' | 'edit' = 'edit',
  options: SchemaOptions = {},
): z.ZodObject {
  const validated = fields.filter((field) => !field.readOnly && !(mode === 'create' && field.editOnly));
  const shape = z.object(
    Object.fromEntries(validated.map((field) => [field.source, fieldSchema(field, options)])),
  );
  return options.strict ? shape.strict() : shape;
}
