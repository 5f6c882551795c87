import { useGetList, type Identifier } from 'react-admin';
import { auditRows } from '../auditRows';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/**
 * The audit entries of one record (`GET /audit?filter={"target":"account:7"}`), newest first, as one row
 * per changed field.
 *
 * @example
 * const { rows, isPending, error } = useAuditHistoryController(accounts, 7);
 */
export function useAuditHistoryController(definition: ResourceDefinition, id: Identifier) {
  const { data, isPending, error } = useGetList('audit', {
    filter: { target: `${definition.auditTarget}:${id}` },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  return { rows: auditRows(definition.fields, data ?? []), isPending, error } as const;
}
