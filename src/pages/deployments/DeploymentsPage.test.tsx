import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeploymentRow } from '../../../contract/tech/deploymentsApi';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import DeploymentsPage from './DeploymentsPage';

const row = (
  id: number,
  status: string,
  kind: DeploymentRow['kind'] = 'whitelabel-deploy',
): DeploymentRow => ({
  kind,
  id,
  subject: kind === 'platform' ? 'production' : 'Velvet Live',
  version: kind === 'platform' ? '0.0.12' : 'build 3',
  status,
  action: kind === 'whitelabel-deploy' ? 'deploy' : null,
  startedBy: 'admin',
  startedAt: '2026-11-26T10:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-11-26T10:02:00.000Z',
  job: kind === 'platform' ? null : 50 + id,
  error: null,
});

let down = false;
let rows: DeploymentRow[] = [];
let asked: string[] = [];
const server = setupServer(
  http.get('/api/deployments', ({ request }) => {
    asked.push(new URL(request.url).search);
    return down
      ? HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'Database away' }, { status: 500 })
      : HttpResponse.json({ data: rows, total: rows.length, page: 1, perPage: 25 });
  }),
);
let socket: FakeSocket;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  asked = [];
  rows = [row(1, 'running'), row(2, 'succeeded', 'platform')];
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/tech/deployments']}>
      <CoreAdminContext>
        <DeploymentsPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('Deployments', () => {
  it('lists deployments with kind, version, status and who, and filters by kind', async () => {
    const user = userEvent.setup();
    renderPage();
    const platform = await screen.findByRole('row', { name: 'Platform 2' });
    expect(within(platform).getByText('0.0.12')).toBeInTheDocument();
    expect(within(platform).getByText('succeeded')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Platform' }));
    await waitFor(() => expect(asked.at(-1)).toContain('kind=platform'));
  });

  it('changes a running deployment’s status when the socket says its job moved', async () => {
    renderPage();
    const running = await screen.findByRole('row', { name: 'Whitelabel deployment 1' });
    expect(within(running).getByText('running')).toBeInTheDocument();
    rows = [row(1, 'live'), row(2, 'succeeded', 'platform')];
    act(() => socket.receive('deployment-update', { kind: 'whitelabel-deploy', job: 51, status: 'done' }));
    expect(
      await within(screen.getByRole('row', { name: 'Whitelabel deployment 1' })).findByText('live'),
    ).toBeVisible();
  });

  it('says the list failed to load, and loads it on Try again; says when there is none', async () => {
    down = true;
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deployments could not be loaded: Database away');
    down = false;
    rows = [];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No deployments of this kind yet.')).toBeInTheDocument();
  });
});
