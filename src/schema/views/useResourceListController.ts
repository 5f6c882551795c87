import { useMemo } from 'react';
import { useResourceDefinitions } from 'react-admin';
import { useAccessResources } from '../../auth/useAccess';
import { csvExporter } from '../csvExporter';
import type { DefinitionOptions } from '../DefinitionOptions';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { findField } from '../../../contract/findField';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/**
 * What a definition's list screen shows: the columns the user may read and the CSV exporter. A row click opens the
 * record as react-admin's registry says (ResourceRegistry).
 *
 * @example
 * const { columns, exporter } = useResourceListController(accounts);
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
  const definitions = useResourceDefinitions<DefinitionOptions>();
  const exporter = useMemo(() => {
    if (!definition.list?.exportName) return false;
    const representationOf = (name: string) =>
      definitions[name]?.options?.definition.recordRepresentation ?? 'name';
    return csvExporter(definition, representationOf);
  }, [definition, definitions]);
  return { columns, exporter } as const;
}
