import { Table } from '@mui/material';
import { Children, Suspense, type ReactNode } from 'react';
import {
  DataTableBase,
  DataTableClasses,
  DataTableHead,
  DataTableLoading,
  DataTableRenderContext,
  DataTableRoot,
} from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { LazyResourceBulkActions } from './LazyResourceBulkActions';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceTableBody } from './ResourceTableBody';

export interface ResourceDataTableProps {
  definition: ResourceDefinition;
  children: ReactNode;
}

/**
 * The list's table, built as react-admin's DataTable is (its head, rows, loading state and classes) with our body,
 * and with the bulk actions' bar loaded after the first rows. react-admin's table brings that bar and the column
 * chooser with it, where our lists offer no chooser.
 */
export function ResourceDataTable({ definition, children }: ResourceDataTableProps) {
  const bulkActions = !!definition.list?.bulkDelete;
  return (
    <DataTableBase
      hasBulkActions={bulkActions}
      loading={
        <DataTableLoading hasBulkActions={bulkActions} nbChildren={Children.count(children)} size="small" />
      }
      empty={<ResourceEmpty definition={definition} />}
    >
      <DataTableRoot className={DataTableClasses.root}>
        {bulkActions && (
          <Suspense fallback={null}>
            <LazyResourceBulkActions definition={definition} />
          </Suspense>
        )}
        <div className={DataTableClasses.tableWrapper}>
          <Table className={DataTableClasses.table} size="small">
            <DataTableRenderContext.Provider value="header">
              <DataTableHead>{children}</DataTableHead>
            </DataTableRenderContext.Provider>
            <ResourceTableBody>{children}</ResourceTableBody>
          </Table>
        </div>
      </DataTableRoot>
    </DataTableBase>
  );
}
