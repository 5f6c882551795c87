import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { FIRST_FIELDS, firstDrawnFields, lazyInputsOf } from './fieldLayout';

const picture: FieldDefinition = { source: 'logo', label: 'Logo', kind: 'image' };
const text: FieldDefinition = { source: 'name', label: 'Name', kind: 'text' };
const studio: FieldDefinition = {
  source: 'studio',
  label: 'Studio',
  kind: 'reference',
  reference: 'studios',
};
const tags: FieldDefinition = {
  source: 'tags',
  label: 'Tags',
  kind: 'enum',
  multiple: true,
  choices: [{ id: 'a', name: 'A' }],
};

describe('lazyInputsOf', () => {
  it('finds the pictures, references, pickers and editable lists among the fields, in a group or in a list', () => {
    expect(lazyInputsOf([text])).toEqual([]);
    expect(lazyInputsOf([text, picture, studio])).toEqual(['picture', 'reference']);
    expect(lazyInputsOf([{ source: 'g', label: 'G', kind: 'group', fields: [text, tags] }])).toEqual([
      'picker',
    ]);
    expect(lazyInputsOf([{ source: 'l', label: 'L', kind: 'list', fields: [picture] }])).toEqual([
      'items',
      'picture',
    ]);
    expect(lazyInputsOf([{ source: 'l', label: 'L', kind: 'list', readOnly: true, fields: [text] }])).toEqual(
      [],
    );
  });

  it('counts an editable date or date and time; a read-only one shows as text', () => {
    const from: FieldDefinition = { source: 'from', label: 'From', kind: 'date' };
    expect(lazyInputsOf([from])).toEqual(['date']);
    expect(lazyInputsOf([{ ...from, kind: 'datetime' }])).toEqual(['date']);
    expect(lazyInputsOf([{ ...from, readOnly: true }])).toEqual([]);
  });

  it('takes a plain choice for a select, and grouped choices for the picker', () => {
    const state: FieldDefinition = { ...tags, multiple: false };
    expect(lazyInputsOf([state])).toEqual([]);
    expect(lazyInputsOf([{ ...state, choices: [{ id: 'a', name: 'A', group: 'Letters' }] }])).toEqual([
      'picker',
    ]);
  });

  it('counts a private picture, and every picture of a private group: unmasked or empty, they draw the input', () => {
    expect(lazyInputsOf([{ ...picture, masked: true, access: { reveal: 'MEMBER_DETAIL' } }])).toEqual([
      'picture',
    ]);
    expect(
      lazyInputsOf([
        {
          source: 'g',
          label: 'G',
          kind: 'group',
          masked: true,
          access: { reveal: 'MEMBER_DETAIL' },
          fields: [picture],
        },
      ]),
    ).toEqual(['picture']);
  });
});

describe('firstDrawnFields', () => {
  const many = Array.from({ length: FIRST_FIELDS + 3 }, (_, index) => ({ ...text, source: `f${index}` }));
  const definition = {
    name: 'things',
    fields: [{ ...text, source: 'id', readOnly: true, editOnly: true }, ...many, studio],
  } as unknown as ResourceDefinition;

  it("takes the form's first fields of its mode, a create form without what only a saved record has", () => {
    expect(firstDrawnFields(definition, 'edit').map((field) => field.source)).toEqual(
      ['id', ...many.map((field) => field.source)].slice(0, FIRST_FIELDS),
    );
    expect(firstDrawnFields(definition, 'create')[0]!.source).toBe('f0');
  });

  it("takes them from the form's first section where it declares sections", () => {
    const sectioned = {
      ...definition,
      form: { sections: [{ label: 'Main', fields: ['studio', 'f1', 'gone'] }] },
    };
    expect(firstDrawnFields(sectioned, 'create').map((field) => field.source)).toEqual(['studio', 'f1']);
  });
});
