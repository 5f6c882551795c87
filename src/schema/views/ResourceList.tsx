import { useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { ListBase } from 'react-admin';
import type { FieldDefinition, ReferenceField } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { listDefaults } from '../listDefaults';
import { offersRowActions } from '../offersRowActions';
import { CompactList } from './CompactList';
import { LazyListRowActions } from './LazyListRowActions';
import { PageReferences } from './PageReferences';
import { ListColumn } from './ListColumn';
import { resourceColumns } from './resourceColumns';
import { ResourceDataTable } from './ResourceDataTable';
import { ResourceListView } from './ResourceListView';
import { useResourceListController } from './useResourceListController';

/**
 * The list of a definition's records: server-side pagination, sort and filters (kept in the URL by
 * react-admin), row selection with the allowed bulk actions, the record actions offered per row, CSV export of
 * the filtered rows. On a phone, compact rows instead of the table.
 */
export function ResourceList({ definition }: { definition: ResourceDefinition }) {
  const { columns, exporter } = useResourceListController(definition);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const references = useMemo(() => columns.filter(isReference), [columns]);
  return (
    <ListBase
      resource={definition.name}
      {...listDefaults(definition)}
      exporter={exporter}
      // ResourceListPage has checked the list access already.
      disableAuthentication
      // ResourceListView says so inside the page, as react-admin's list view does.
      offline={false}
      // The list says why it failed in place, with Try again (LoadError): no second word of it in a snackbar.
      queryOptions={SAID_IN_PLACE}
    >
      <ResourceListView definition={definition}>
        <PageReferences fields={references}>
          {phone ? (
            <CompactList definition={definition} columns={columns} />
          ) : (
            <ResourceDataTable definition={definition}>
              {resourceColumns(definition, columns)}
              {offersRowActions(definition) && (
                <ListColumn label="Actions" disableSort>
                  <Suspense fallback={null}>
                    <LazyListRowActions definition={definition} />
                  </Suspense>
                </ListColumn>
              )}
            </ResourceDataTable>
          )}
        </PageReferences>
      </ResourceListView>
    </ListBase>
  );
}

const SAID_IN_PLACE = { onError: () => undefined };

const isReference = (field: FieldDefinition): field is ReferenceField => field.kind === 'reference';
