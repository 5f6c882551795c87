import { useMemo } from 'react';
import { useCanAccessResources, type Identifier } from 'react-admin';
import { csvExporter } from '../csvExporter';
import { editPath } from '../editPath';
import type { FieldDefinition } from '../FieldDefinition';
import { findField } from '../findField';
import type { ResourceDefinition } from '../ResourceDefinition';
import { FieldInput } from './FieldInput';

/**
 * What a definition's list screen shows: the columns the user may read, the filter inputs, the CSV
 * exporter and where a row click leads.
 *
 * @example
 * const { columns, filters, exporter, rowClick } = useResourceListController(accounts);
 */
export function useResourceListController(definition: ResourceDefinition) {
  const allColumns = useMemo(
    () =>
      (definition.list?.columns ?? []).flatMap((path) => {
        const field = findField(definition.fields, path);
        return field ? [field] : [];
      }),
    [definition],
  );
  const { canAccess } = useCanAccessResources({
    action: 'read',
    resources: allColumns.map((field) => `${definition.name}.${field.source}`),
  });
  const columns: FieldDefinition[] = allColumns.filter(
    (field) => canAccess?.[`${definition.name}.${field.source}`] !== false,
  );
  const filters = useMemo(
    () =>
      (definition.list?.filters ?? []).map((filter) => (
        <FieldInput key={filter.source} field={filter} alwaysOn={filter.alwaysOn} />
      )),
    [definition],
  );
  const exporter = useMemo(
    () => (definition.list?.exportName ? csvExporter(definition) : false),
    [definition],
  );
  const rowClick = (id: Identifier) => (definition.routes.edit ? editPath(definition, id) : false);
  return { columns, filters, exporter, rowClick } as const;
}
