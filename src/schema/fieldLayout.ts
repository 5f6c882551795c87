import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';

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
 * The inputs whose code comes when first drawn (KindInput, FieldInput): a picture, a reference, a picker of choices,
 * a list's items and an editable date.
 */
export type LazyInput = 'picture' | 'reference' | 'picker' | 'items' | 'date';

/** The input of those a value field draws, if any (KindInput chooses by the same rule). */
export function lazyInputOf(field: FieldDefinition): LazyInput | undefined {
  if (field.kind === 'image') return 'picture';
  if (field.kind === 'reference') return 'reference';
  if (field.kind === 'enum' && (field.multiple || field.choices.some((choice) => choice.group)))
    return 'picker';
  if ((field.kind === 'date' || field.kind === 'datetime') && !field.readOnly) return 'date';
  return undefined;
}

/**
 * Which of those inputs these fields (and their groups' and lists') may draw at once. A private field counts too: it
 * shows a stand-in only while its value comes masked, and the input where the user may read it or it is empty.
 */
export function lazyInputsOf(fields: readonly FieldDefinition[]): LazyInput[] {
  const found = new Set<LazyInput>();
  const visit = (field: FieldDefinition) => {
    if (field.kind === 'list' && !field.readOnly) found.add('items');
    if (field.kind === 'group' || field.kind === 'list') field.fields.forEach(visit);
    else {
      const input = lazyInputOf(field);
      if (input) found.add(input);
    }
  };
  fields.forEach(visit);
  return [...found];
}

/** Inputs drawn with the record: four rows of a wide screen's three columns, about what the first screen shows. */
export const FIRST_FIELDS = 12;

export type FormMode = 'create' | 'edit';

/** Whether a create or edit form has the field: a create form leaves out what only a saved record has. */
export function inFormMode(field: FieldDefinition, mode: FormMode): boolean {
  return mode === 'edit' || (!field.editOnly && !field.readOnly);
}

/**
 * A definition's form sections with their fields (a name no field has is left out): those it declares, or one
 * unnamed section of every field.
 */
export function formSections(definition: ResourceDefinition): { label: string; fields: FieldDefinition[] }[] {
  const byName = new Map(definition.fields.map((field) => [field.source, field]));
  const declared = definition.form?.sections ?? [
    { label: '', fields: definition.fields.map((field) => field.source) },
  ];
  return declared.map((section) => ({
    label: section.label,
    fields: section.fields.flatMap((source) => byName.get(source) ?? []),
  }));
}

/**
 * The fields a definition's form draws with the record, before the roles leave any out: its first section's
 * first {@link FIRST_FIELDS}.
 */
export function firstDrawnFields(definition: ResourceDefinition, mode: FormMode): FieldDefinition[] {
  const [first] = formSections(definition);
  return (first?.fields ?? []).filter((field) => inFormMode(field, mode)).slice(0, FIRST_FIELDS);
}
