import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './FieldDefinition';
import { fieldsOnPath } from './fieldsOnPath';

const fields: FieldDefinition[] = [
  { source: 'name', label: 'Name', kind: 'text' },
  {
    source: 'prices',
    label: 'Prices',
    kind: 'group',
    fields: [{ source: 'vip', label: 'VIP', kind: 'money' }],
  },
  {
    source: 'lines',
    label: 'Lines',
    kind: 'list',
    fields: [{ source: 'amount', label: 'Amount', kind: 'money' }],
  },
];
const sources = (path: string) => fieldsOnPath(fields, path).map((field) => field.source);

describe('fieldsOnPath', () => {
  it('follows groups and lists, outermost first', () => {
    expect(sources('prices.vip')).toEqual(['prices', 'vip']);
    expect(sources('lines.amount')).toEqual(['lines', 'amount']);
  });

  it('ends at a name the definition does not know, or past a plain field', () => {
    expect(sources('note')).toEqual([]);
    expect(sources('prices.gold')).toEqual(['prices']);
    expect(sources('lines.0.amount')).toEqual(['lines']);
    expect(sources('name.first')).toEqual(['name']);
  });
});
