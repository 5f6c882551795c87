import type { RoleNeed } from './canAccess';

/** The kinds of field a definition can declare; each kind brings its input, its column and its validation. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'integer'
  | 'money'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'boolean'
  | 'image'
  | 'reference'
  | 'group'
  | 'list';

/** One option of an enum field; `group` sorts options under a heading (the role catalogue does). */
export interface Choice {
  id: string;
  name: string;
  group?: string;
  /** One line shown under the option in pickers (a role's meaning). */
  description?: string;
}

/** Roles a field needs: to see it at all, to see a masked value clear, and to change it. */
export interface FieldAccess {
  read?: RoleNeed;
  /**
   * A masked field (or every field inside a masked group that names none of its own): the role that reveals its
   * clear value. Every masked field must name one (deny by default on data).
   */
  reveal?: RoleNeed;
  edit?: RoleNeed;
}

interface BaseField {
  /** Property of the record (relative to the enclosing group or list item). */
  source: string;
  label: string;
  required?: boolean;
  /** Shown but never sent (ids, timestamps, values the server owns). */
  readOnly?: boolean;
  /** Left out of the create form. */
  editOnly?: boolean;
  access?: FieldAccess;
  helperText?: string;
  /**
   * Private data (docs/product.md#private-data: the private part, identity images, IBAN and account numbers):
   * the server sends it masked; the clear value comes only from the reveal call, which asks a reason and is
   * audited, and needs the role the field's `access.reveal` names. On a group it covers every field inside.
   * `'withoutRole'`: masked only for those who lack that role, clear for its holders, who work with it every
   * day (a member's email, country).
   */
  masked?: boolean | 'withoutRole';
  /** Never loaded nor shown, sent only when typed (a password). */
  writeOnly?: boolean;
  /** Worked out by the server from other fields (an account's effective roles): read only, never in the history. */
  derived?: boolean;
  /** No two records share the value (text compared without regard to case); the server names the field. */
  unique?: boolean;
  /**
   * Payout bank details (IBAN, holder, BIC, account number): a change is held as pending until a second staff
   * member approves it, so nobody redirects money alone. The record's own save refuses it.
   */
  fourEyes?: boolean;
}

export interface TextField extends BaseField {
  kind: 'text' | 'email';
  minLength?: number;
  maxLength?: number;
  multiline?: boolean;
  /** A format the text must match; `message` completes '<Label> must be …'. */
  pattern?: { regex: string; message: string };
}

export interface IntegerField extends BaseField {
  kind: 'integer';
  min?: number;
  max?: number;
}

export interface MoneyField extends BaseField {
  kind: 'money';
  /** The amount's ISO 4217 currency; amounts are in euros (EUR) when no currency is named. */
  currency?: string;
  /** The record's field (a path from its root) naming the currency, where each record has its own (a wallet's). */
  currencyFrom?: string;
  min?: number;
}

export interface DateField extends BaseField {
  kind: 'date' | 'datetime';
  /** The source of a date field beside it that this one may not precede (an end and its start). */
  notBefore?: string;
}

export interface EnumField extends BaseField {
  kind: 'enum';
  choices: readonly Choice[];
  multiple?: boolean;
}

export interface BooleanField extends BaseField {
  kind: 'boolean';
}

export interface ImageField extends BaseField {
  kind: 'image';
}

export interface ReferenceField extends BaseField {
  kind: 'reference';
  /** Name of the referenced resource (never an import of it). */
  reference: string;
  multiple?: boolean;
}

export interface GroupField extends BaseField {
  kind: 'group';
  fields: readonly FieldDefinition[];
}

export interface ListField extends BaseField {
  kind: 'list';
  fields: readonly FieldDefinition[];
}

export type FieldDefinition =
  | TextField
  | IntegerField
  | MoneyField
  | DateField
  | EnumField
  | BooleanField
  | ImageField
  | ReferenceField
  | GroupField
  | ListField;
