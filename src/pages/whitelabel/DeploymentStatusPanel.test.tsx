import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { SiteDeploymentStatus } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { DeploymentStatusPanel } from './DeploymentStatusPanel';

const build = {
  id: 9,
  site: 3,
  number: 4,
  hash: 'ab12cd34ef'.padEnd(64, '0'),
  createdBy: 'admin',
  createdAt: '2026-10-30T10:00:00.000Z',
};
const deployJob: JobView = {
  id: 21,
  kind: 'whitelabel-deploy',
  status: 'running',
  done: 2,
  total: 4,
  data: { site: 3, deployment: 7 },
  result: null,
  error: null,
  startedBy: 'admin',
  createdAt: '2026-10-30T11:00:00.000Z',
  startedAt: '2026-10-30T11:00:00.000Z',
  finishedAt: null,
};
const status = (jobs: JobView[]): SiteDeploymentStatus => ({
  site: 3,
  live: null,
  running: null,
  latestBuild: build,
  jobs,
});
const props = { lastEnded: null, onBuild: vi.fn(), onDeploy: vi.fn(), starting: false };

describe('DeploymentStatusPanel', () => {
  it('shows the running deployment’s step and blocks a second deploy', () => {
    render(<DeploymentStatusPanel {...props} status={status([deployJob])} canDeploy />);
    expect(
      screen.getByText('Deployment running: Switching the site to the build (step 3 of 4)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing is live yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Latest build: build 4 \(ab12cd34\) by admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy latest build' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Build' })).toBeEnabled();
  });

  it('offers Build and Deploy only with EDIT_PHX_WLB_DEPLOYMENT', () => {
    render(<DeploymentStatusPanel {...props} status={status([])} canDeploy={false} />);
    expect(screen.getByText('Nothing is running.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Build' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deploy latest build' })).toBeDisabled();
  });
});
