import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { resourceColumns } from './resourceColumns';

const fields: FieldDefinition[] = [
  { source: 'name', label: 'Name', kind: 'text' },
  { source: 'performerCount', label: 'Performers', kind: 'integer', readOnly: true, derived: true },
  { source: 'sites', label: 'Sites', kind: 'reference', reference: 'sites', multiple: true },
];
const definition = { recordRepresentation: 'name', fields } as unknown as ResourceDefinition;

describe('resourceColumns', () => {
  it('offers sorting only by values the API holds in a column, not by a count it works out', () => {
    const sortable = resourceColumns(definition, fields).map((column) => !column.props.disableSort);
    expect(sortable).toEqual([true, false, false]);
  });
});
