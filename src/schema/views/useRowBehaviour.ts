import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import {
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/** What every row of a table does, worked out once per table instead of once per row (ResourceTableRow). */
export interface RowBehaviour {
  hasBulkActions: boolean;
  hover: boolean;
  /** A click on a row opens something: the table's rowClick, else the record's show or edit page. */
  clickable: boolean;
  isRowSelectable?: (record: RaRecord) => boolean;
  toggle?: (id: Identifier, event: MouseEvent) => void;
  /** A click on the row: as react-admin's DataTableRow handles it (our tables have no expand panel). */
  open: (record: RaRecord, event: MouseEvent) => Promise<void>;
}

/**
 * The table's row behaviour from react-admin's DataTable contexts: selection, hover and what a row click opens.
 *
 * @example
 * const behaviour = useRowBehaviour();
 * data.map((record) => <ResourceTableRow record={record} behaviour={behaviour}>…</ResourceTableRow>);
 */
export function useRowBehaviour(): RowBehaviour {
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const { hasEdit, hasShow } = useResourceDefinition();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      hasBulkActions,
      hover,
      clickable: Boolean(rowClick ?? (hasEdit || hasShow)),
      isRowSelectable,
      toggle: handleToggleItem,
      open: async (record, event) => {
        const link = typeof rowClick === 'function' ? await rowClick(record.id, resource!, record) : rowClick;
        if (link === 'expand') return;
        if (link === 'toggleSelection') {
          if (handleToggleItem && (!isRowSelectable || isRowSelectable(record))) {
            handleToggleItem(record.id, event);
            event.stopPropagation();
          }
          return;
        }
        const path = await getPathForRecord({ record, resource, link });
        if (path === false || path == null) return;
        navigate(path, { state: { _scrollToTop: true } });
      },
    }),
    [
      hasBulkActions,
      hover,
      rowClick,
      hasEdit,
      hasShow,
      isRowSelectable,
      handleToggleItem,
      resource,
      getPathForRecord,
      navigate,
    ],
  );
}
