import { Box, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { DEPLOYMENTS_PAGE, type DeploymentKind } from '../../../contract/tech/deploymentsApi';
import { FixedPagination } from '../../lib/FixedPagination';
import { LoadError } from '../../lib/LoadError';
import { DeploymentsTable } from './DeploymentsTable';
import { ServerInstancePanel } from './ServerInstancePanel';
import { useDeploymentsController } from './useDeploymentsController';

const TABS: readonly { value: DeploymentKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'platform', label: 'Platform' },
  { value: 'whitelabel-build', label: 'Whitelabel builds' },
  { value: 'whitelabel-deploy', label: 'Whitelabel deployments' },
];

/**
 * /tech/deployments: the platform's deployments and the whitelabel builds and deployments, newest first, with
 * status, version, who and when; a running whitelabel one changes as its job reports over the socket.
 */
export default function DeploymentsPage() {
  const { list, instance, kind, setKind, page, setPage } = useDeploymentsController();
  const failure = list.error ?? list.failureReason;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Deployments" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Deployments
        </Typography>
        <ServerInstancePanel status={instance.data} error={instance.error} />
        <Tabs
          value={kind ?? 'all'}
          onChange={(_, value: string) => setKind(value === 'all' ? null : (value as DeploymentKind))}
          aria-label="Kind of deployment"
          variant="scrollable"
        >
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
        {failure && !list.data ? (
          <LoadError what="The deployments" error={failure} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LinearProgress aria-label="Loading the deployments" />
        ) : list.data.data.length === 0 ? (
          <Typography>No deployments of this kind yet.</Typography>
        ) : (
          <Box>
            <DeploymentsTable rows={list.data.data} />
            <FixedPagination
              count={list.data.total}
              page={page}
              perPage={DEPLOYMENTS_PAGE}
              onPage={setPage}
            />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
