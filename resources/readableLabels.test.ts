import { describe, expect, it } from 'vitest';
import type { Choice, FieldDefinition } from '../contract/FieldDefinition';
import { findField } from '../contract/findField';
import { CHOICES } from './choices';
import { registry } from '.';

/** A label that is its code as the API spells it: `provision`, `clientmessage`, `signInLink`. */
const isRaw = (label: string, key: string) =>
  /^[a-z]/.test(key) && (label === key || label === key.toLowerCase());

/** Every label people read for a field or an option, with the code it stands for and where it is declared. */
function labelsOf(fields: readonly FieldDefinition[], where: string): [string, string, string][] {
  return fields.flatMap((field): [string, string, string][] => [
    [`${where} ${field.source}`, field.label, field.source],
    ...(field.kind === 'enum' ? choiceLabels(field.choices, `${where} ${field.source}`) : []),
    ...(field.kind === 'group' || field.kind === 'list'
      ? labelsOf(field.fields, `${where} ${field.source}.`)
      : []),
  ]);
}

const choiceLabels = (choices: readonly Choice[], where: string): [string, string, string][] =>
  choices.map((choice) => [`${where} = ${choice.id}`, choice.name, choice.id]);

describe('readable labels', () => {
  it('names every field, filter, action input and option in words, never by its code', () => {
    const labels = [
      ...registry.flatMap((definition) => [
        ...labelsOf(definition.fields, definition.name),
        ...labelsOf(definition.list?.filters ?? [], `${definition.name} filter`),
        ...(definition.actions ?? []).flatMap((action) =>
          labelsOf(action.form ?? [], `${definition.name} ${action.name}`),
        ),
      ]),
      ...Object.entries(CHOICES).flatMap(([name, choices]) => choiceLabels(choices, `CHOICES.${name}`)),
    ];
    expect(labels.filter(([, label, key]) => isRaw(label, key)).map(([where]) => where)).toEqual([]);
  });

  it('heads every list column with a field of its definition, so no column is named by its key', () => {
    const unlabelled = registry.flatMap((definition) =>
      (definition.list?.columns ?? [])
        .filter((column) => !findField(definition.fields, column))
        .map((column) => `${definition.name} ${column}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
