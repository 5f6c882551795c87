import type { FieldDefinition } from '../../contract/FieldDefinition';

/** From this many fields on, a group or section is laid out in columns on wide screens. */
export const LONG_GROUP_FIELDS = 6;

/** Fields that take a whole row of a column layout: nested groups, lists, long texts and pictures. */
export function isWide(field: FieldDefinition): boolean {
  return (
    field.kind === 'group' ||
    field.kind === 'list' ||
    field.kind === 'image' ||
    (field.kind === 'text' && Boolean(field.multiline))
  );
}

/** Whether these fields are many enough for columns. */
export function isLong(fields: readonly FieldDefinition[]): boolean {
  return fields.length >= LONG_GROUP_FIELDS;
}

/** Whether these fields, or a group among them, are laid out in columns, so their section may be wider. */
export function needsRoom(fields: readonly FieldDefinition[]): boolean {
  return isLong(fields) || fields.some((field) => field.kind === 'group' && needsRoom(field.fields));
}

/**
 * Whether these fields may draw a picture input at once. A private picture counts too: it shows a stand-in only while
 * its value comes masked, and the input where the user may read it or it is empty.
 */
export function holdsPicture(fields: readonly FieldDefinition[]): boolean {
  return fields.some((field) => {
    if (field.kind === 'group' || field.kind === 'list') return holdsPicture(field.fields);
    return field.kind === 'image';
  });
}
