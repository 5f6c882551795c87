import { useContext, useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { useAccessResources } from '../../auth/useAccess';
import { csvExporter } from '../csvExporter';
import { editPath } from '../editPath';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { findField } from '../../../contract/findField';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { RegistryContext } from './RegistryContext';

/**
 * What a definition's list screen shows: the columns the user may read, the CSV exporter and where a row click
 * leads.
 *
 * @example
 * const { columns, exporter, rowClick } = useResourceListController(accounts);
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
  const { canAccess } = useAccessResources({
    action: 'read',
    resources: allColumns.map((field) => `${definition.name}.${field.source}`),
  });
  const columns: FieldDefinition[] = allColumns.filter(
    (field) => canAccess?.[`${definition.name}.${field.source}`] !== false,
  );
  const registry = useContext(RegistryContext);
  const exporter = useMemo(() => {
    if (!definition.list?.exportName) return false;
    const representationOf = (name: string) =>
      registry.find((candidate) => candidate.name === name)?.recordRepresentation ?? 'name';
    return csvExporter(definition, representationOf);
  }, [definition, registry]);
  const rowClick = (id: Identifier) => (definition.routes.edit ? editPath(definition, id) : false);
  return { columns, exporter, rowClick } as const;
}
