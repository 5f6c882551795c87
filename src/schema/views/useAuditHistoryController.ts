import { useMemo } from 'react';
import { useListController, type Identifier } from 'react-admin';
import { auditRows } from '../auditRows';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

const PER_PAGE = 10;

/**
 * The history of one record (`GET /audit?filter={"target":"account:7"}`), one row per save, newest first,
 * a page at a time: `list` is react-admin's list context (for its pagination), `rows` the page's entries.
 * The page's own address and stored list settings stay untouched.
 *
 * @example
 * const { list, rows } = useAuditHistoryController(accounts, 7);
 */
export function useAuditHistoryController(definition: ResourceDefinition, id: Identifier) {
  const list = useListController({
    resource: 'audit',
    filter: { target: `${definition.auditTarget}:${id}` },
    sort: { field: 'at', order: 'DESC' },
    perPage: PER_PAGE,
    disableSyncWithLocation: true,
    storeKey: false,
    // The record page is guarded by its route; reading the history needs what reading the record needs.
    disableAuthentication: true,
  });
  const rows = useMemo(() => auditRows(definition.fields, list.data ?? []), [definition.fields, list.data]);
  return { list, rows } as const;
}
