import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import type { WhitelabelDeployment } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { LoadError } from '../../lib/LoadError';
import { DeploymentHistoryTable } from './DeploymentHistoryTable';
import { DeploymentStatusPanel } from './DeploymentStatusPanel';
import { useWhitelabelBuilderController } from './useWhitelabelBuilderController';
import { WhitelabelConfigForm } from './WhitelabelConfigForm';

type Controller = ReturnType<typeof useWhitelabelBuilderController>;

/** The chosen site: its configuration beside its live status, and its deployment history below. */
function SiteBuilder({ controller }: { controller: Controller }) {
  const { config, status, history, save, build, deploy, rollBack, canConfigure, canDeploy } = controller;
  const [rollingBack, setRollingBack] = useState<WhitelabelDeployment | null>(null);
  const starting = build.isPending || deploy.isPending || rollBack.isPending;
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Configuration">
          <Typography variant="h6" component="h2" gutterBottom>
            Configuration
          </Typography>
          {config.error ? (
            <LoadError what="The configuration" error={config.error} onRetry={() => void config.refetch()} />
          ) : !config.data ? (
            <LinearProgress aria-label="Loading the configuration" />
          ) : (
            <WhitelabelConfigForm
              key={`${config.data.id} ${config.data.version}`}
              config={config.data}
              serverProblems={controller.saveProblems}
              saving={save.isPending}
              canConfigure={canConfigure}
              onSave={(input) => save.mutate(input)}
            />
          )}
        </Paper>
        {status.error ? (
          <LoadError
            what="The deployment status"
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        ) : !status.data ? (
          <LinearProgress aria-label="Loading the deployment status" />
        ) : (
          <DeploymentStatusPanel
            status={status.data}
            lastEnded={controller.lastEnded}
            canDeploy={canDeploy}
            starting={starting}
            onBuild={() => build.mutate()}
            onDeploy={() => deploy.mutate()}
          />
        )}
      </Box>
      <Box component="section" aria-label="Deployments">
        <Typography variant="h6" component="h2" gutterBottom>
          Deployments
        </Typography>
        {history.error ? (
          <LoadError
            what="The deployment history"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : !history.data ? (
          <LinearProgress aria-label="Loading the deployment history" />
        ) : (
          <DeploymentHistoryTable
            deployments={history.data}
            canDeploy={canDeploy}
            busy={starting || (status.data?.running ?? null) !== null}
            onRollBack={setRollingBack}
          />
        )}
      </Box>
      <Dialog open={rollingBack !== null} onClose={() => setRollingBack(null)}>
        <DialogTitle>Roll back to build {rollingBack?.build.number}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Build {rollingBack?.build.number} ({rollingBack?.build.hash.slice(0, 8)}) is deployed again and
            goes live instead of the build live now.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRollingBack(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (rollingBack) rollBack.mutate(rollingBack.build.id);
              setRollingBack(null);
            }}
          >
            Roll back
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/**
 * /partner/{id?}/whitelabel/{name?}: the whitelabel builder. Choose (or create) a site of the partner, configure
 * it, build and deploy it while its status updates live over the socket, and roll back to an earlier build.
 */
export default function WhitelabelBuilderPage() {
  const controller = useWhitelabelBuilderController();
  const { partner, sites, site, siteName, creating, canConfigure } = controller;
  const partnerName = sites.data?.find((row) => row.partner === partner)?.partnerName;
  const heading = partnerName ? `Whitelabel builder: ${partnerName}` : 'Whitelabel builder';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title={heading} />
      <Typography variant="h5" component="h1" gutterBottom>
        {heading}
      </Typography>
      {sites.error ? (
        <LoadError what="The sites" error={sites.error} onRetry={() => void sites.refetch()} />
      ) : !sites.data ? (
        <LinearProgress aria-label="Loading the sites" />
      ) : (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <TextField
              select
              label="Site"
              value={site?.name ?? ''}
              onChange={(event) => controller.choose(event.target.value)}
              sx={{ minWidth: 280 }}
              helperText={sites.data.length === 0 ? 'This partner has no whitelabel site yet.' : undefined}
            >
              {sites.data.map((row) => (
                <MenuItem key={row.id} value={row.name}>
                  {row.name} ({row.domain}){row.configured ? '' : ' · not configured'}
                </MenuItem>
              ))}
            </TextField>
            {partner !== undefined ? (
              <Button
                variant="outlined"
                disabled={!canConfigure || creating}
                onClick={controller.startCreating}
              >
                New site
              </Button>
            ) : null}
          </Stack>
          {creating ? (
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="New site">
              <Typography variant="h6" component="h2" gutterBottom>
                New site
              </Typography>
              <WhitelabelConfigForm
                serverProblems={controller.saveProblems}
                saving={controller.save.isPending}
                canConfigure={canConfigure}
                onSave={(input) => controller.save.mutate(input)}
                onCancel={controller.stopCreating}
              />
            </Paper>
          ) : site ? (
            <SiteBuilder key={site.id} controller={controller} />
          ) : siteName !== null ? (
            <Typography>There is no site named ‘{siteName}’ here; choose one above.</Typography>
          ) : (
            <Typography color="text.secondary">Choose a site to configure, build and deploy it.</Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
