import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { holdsPicture } from './fieldLayout';

const picture: FieldDefinition = { source: 'logo', label: 'Logo', kind: 'image' };
const text: FieldDefinition = { source: 'name', label: 'Name', kind: 'text' };

describe('holdsPicture', () => {
  it('finds a picture among the fields, in a group or in a list', () => {
    expect(holdsPicture([text])).toBe(false);
    expect(holdsPicture([text, picture])).toBe(true);
    expect(holdsPicture([{ source: 'g', label: 'G', kind: 'group', fields: [text, picture] }])).toBe(true);
    expect(holdsPicture([{ source: 'l', label: 'L', kind: 'list', fields: [picture] }])).toBe(true);
  });

  it('counts a private picture, and every picture of a private group: unmasked or empty, they draw the input', () => {
    expect(holdsPicture([{ ...picture, masked: true, access: { reveal: 'MEMBER_DETAIL' } }])).toBe(true);
    expect(
      holdsPicture([
        {
          source: 'g',
          label: 'G',
          kind: 'group',
          masked: true,
          access: { reveal: 'MEMBER_DETAIL' },
          fields: [picture],
        },
      ]),
    ).toBe(true);
  });
});
