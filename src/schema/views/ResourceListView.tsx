import { Box, Card } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Offline, useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { PageTitle } from '../../lib/PageTitle';
import { FilterFormPlace } from './FilterFormPlace';
import { LazyListFilterForm } from './LazyListFilterForm';
import { ListPagination } from './ListPagination';
import { ResourceListActions } from './ResourceListActions';
import { ResourceListError } from './ResourceListError';

/**
 * The list page around the table, laid out as react-admin's list view: the title, a toolbar with the filter bar and
 * the list's actions, the rows (or why there are none: offline, the API's error) and the pagination. Ours because
 * react-admin's brings the filter form's code, a third of the list's own, with the page's first rows.
 */
export function ResourceListView({
  definition,
  children,
}: {
  definition: ResourceDefinition;
  children: ReactNode;
}) {
  const { defaultTitle, error, isPaused, isPending, isPlaceholderData } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  return (
    <Box className="list-page" sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto' }}>
      <PageTitle title={definition.label.many} defaultTitle={defaultTitle} />
      <Box
        sx={(theme) => ({
          display: 'flex',
          position: 'relative',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          width: '100%',
          [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
          [theme.breakpoints.down('sm')]: {
            backgroundColor: theme.palette.background.paper,
            flexWrap: 'inherit',
            flexDirection: 'column-reverse',
          },
        })}
      >
        {definition.list?.filters?.length ? (
          <Suspense fallback={<FilterFormPlace definition={definition} />}>
            <LazyListFilterForm definition={definition} />
          </Suspense>
        ) : (
          <FilterFormPlace definition={definition} />
        )}
        <span />
        <ResourceListActions definition={definition} />
      </Box>
      <Card
        sx={(theme) => ({
          position: 'relative',
          overflow: 'inherit',
          [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
        })}
      >
        {offline ? <Offline /> : error ? <ResourceListError definition={definition} /> : children}
      </Card>
      <ListPagination />
    </Box>
  );
}
