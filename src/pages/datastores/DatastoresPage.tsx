import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { DATASTORE_QUERY_ROLE } from '../../../contract/tech/datastoresAccess';
import { formatDateTime } from '../../lib/formatDateTime';
import { QueryContent } from '../../lib/QueryContent';
import { RoleNeeded } from '../../schema/views/RoleNeeded';
import { DatastoreCards } from './DatastoreCards';
import { QueryConsole } from './QueryConsole';
import { useDatastoresController } from './useDatastoresController';

/**
 * /tech/datastores: the database (PGlite or PostgreSQL) and Redis the server runs on, with health, version,
 * size and connections read when asked, and a read-only query console for VIEW_ACTIVITY.
 */
export default function DatastoresPage() {
  const { stores, can, run, result } = useDatastoresController();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Datastores" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Datastores
        </Typography>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void stores.refetch()}
          disabled={stores.isFetching}
        >
          Refresh
        </Button>
      </Stack>
      <QueryContent query={stores} what="The datastores">
        {(view) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Read at {formatDateTime(view.checkedAt)}.
            </Typography>
            <DatastoreCards view={view} />
          </>
        )}
      </QueryContent>
      {can.checking ? null : can.query ? (
        <QueryConsole onRun={run} result={result} />
      ) : (
        <Box sx={{ mt: 3 }}>
          <RoleNeeded need={DATASTORE_QUERY_ROLE} to="run queries in the console" />
        </Box>
      )}
    </Box>
  );
}
