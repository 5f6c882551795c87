import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { JobView } from '../../../contract/jobs/jobApi';
import {
  BUILD_STEPS,
  DEPLOY_STEPS,
  type SiteDeploymentStatus,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { WHITELABEL_BUILD } from '../../../contract/whitelabels/whitelabelAccess';
import { formatDateTime } from '../../lib/formatDateTime';

const whatOf = (job: JobView) => (job.kind === WHITELABEL_BUILD ? 'Build' : 'Deployment');
const stepsOf = (job: JobView): readonly string[] =>
  job.kind === WHITELABEL_BUILD ? BUILD_STEPS : DEPLOY_STEPS;

function RunningJob({ job }: { job: JobView }) {
  const steps = stepsOf(job);
  const total = job.total || steps.length;
  const step = steps[Math.min(job.done, steps.length - 1)];
  const state =
    job.status === 'queued'
      ? 'queued'
      : `running: ${step} (step ${Math.min(job.done + 1, total)} of ${total})`;
  return (
    <Box>
      <Typography>
        {whatOf(job)} {state}
      </Typography>
      <LinearProgress
        variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={(100 * job.done) / total}
        aria-label={`${whatOf(job)} progress`}
      />
    </Box>
  );
}

export interface DeploymentStatusPanelProps {
  status: SiteDeploymentStatus;
  lastEnded: JobView | null;
  canDeploy: boolean;
  onBuild: () => void;
  onDeploy: () => void;
  starting: boolean;
}

/**
 * A site's live status, fed by the socket: what is live, the latest build, the build or deployment running with
 * its step and progress, and how the last one ended; Build and Deploy (EDIT_PHX_WLB_DEPLOYMENT).
 */
export function DeploymentStatusPanel({
  status,
  lastEnded,
  canDeploy,
  onBuild,
  onDeploy,
  starting,
}: DeploymentStatusPanelProps) {
  const building = status.jobs.some((job) => job.kind === WHITELABEL_BUILD);
  const deploying = status.running !== null || status.jobs.some((job) => job.kind !== WHITELABEL_BUILD);
  const { live, latestBuild } = status;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Deployment status">
      <Typography variant="h6" component="h2" gutterBottom>
        Deployment status
      </Typography>
      <Stack spacing={1} role="status" aria-live="polite">
        <Typography>
          {live
            ? `Live: build ${live.build.number} (${live.build.hash.slice(0, 8)}), since ${formatDateTime(live.finishedAt ?? live.startedAt)}, deployed by ${live.startedBy}`
            : 'Nothing is live yet.'}
        </Typography>
        <Typography>
          {latestBuild
            ? `Latest build: build ${latestBuild.number} (${latestBuild.hash.slice(0, 8)}) by ${latestBuild.createdBy}, ${formatDateTime(latestBuild.createdAt)}`
            : 'Not built yet.'}
        </Typography>
        {status.jobs.length === 0 ? (
          <Typography color="text.secondary">Nothing is running.</Typography>
        ) : (
          status.jobs.map((job) => <RunningJob key={job.id} job={job} />)
        )}
        {lastEnded ? (
          <Alert severity={lastEnded.status === 'done' ? 'success' : 'warning'}>
            {whatOf(lastEnded)} {lastEnded.status}
            {lastEnded.error ? `: ${lastEnded.error}` : ''}
          </Alert>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onBuild} disabled={!canDeploy || building || starting}>
          Build
        </Button>
        <Button
          variant="contained"
          onClick={onDeploy}
          disabled={!canDeploy || deploying || starting || latestBuild === null}
        >
          Deploy latest build
        </Button>
      </Stack>
    </Paper>
  );
}
