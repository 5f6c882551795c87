import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CoreAdminContext } from 'ra-core';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CronJobView, QueueJobView, QueueMetrics } from '../../../contract/jobs/queueMonitorApi';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import BullMonitorPage from './BullMonitorPage';

const counts = (change: Partial<QueueMetrics['queues'][number]['counts']> = {}) => ({
  queued: 0,
  delayed: 0,
  running: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  ...change,
});
const failedJob: QueueJobView = {
  id: 7,
  kind: 'payout-calculation',
  status: 'failed',
  state: 'failed',
  done: 0,
  total: 0,
  data: { interval: 'Monthly', start: '2026-10-01' },
  result: null,
  error: 'The database connection was lost',
  startedBy: 'admin',
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-26T10:00:01.000Z',
  finishedAt: '2026-11-26T10:00:02.000Z',
  attempts: 1,
  history: [{ attempt: 1, error: 'The database connection was lost', at: '2026-11-26T10:00:02.000Z' }],
  runAt: null,
};
const doneJob: QueueJobView = {
  ...failedJob,
  id: 5,
  status: 'done',
  state: 'done',
  error: null,
  history: [],
};
const runningJob: QueueJobView = {
  ...failedJob,
  id: 8,
  status: 'running',
  state: 'running',
  error: null,
  finishedAt: null,
  done: 2,
  total: 9,
};
const sweep: CronJobView = {
  kind: 'job-sweep',
  queue: 'maintenance',
  pattern: '0 3 * * *',
  timeZone: 'UTC',
  next: { id: 9, runAt: '2026-11-27T03:00:00.000Z', state: 'delayed' },
  last: null,
};

let down = false;
let backEnd: QueueMetrics['backEnd'] = 'in-process';
let rows: QueueJobView[] = [];
let asked: { method: string; id: string }[] = [];
const server = setupServer(
  http.get('/api/queues/metrics', () =>
    down
      ? HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'Redis is down' }, { status: 500 })
      : HttpResponse.json({
          backEnd,
          redis: backEnd === 'bullmq' ? { wait: 0, active: 1, delayed: 1 } : null,
          queues: [
            { name: 'messaging', kinds: ['mass-message'], counts: counts() },
            { name: 'payouts', kinds: ['payout-calculation'], counts: counts({ failed: 1, done: 1 }) },
            { name: 'deployments', kinds: ['whitelabel-build', 'whitelabel-deploy'], counts: counts() },
            { name: 'maintenance', kinds: ['job-sweep'], counts: counts({ delayed: 1 }) },
          ],
        } satisfies QueueMetrics),
  ),
  http.get('/api/queues/jobs', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    const data = rows.filter((row) => !state || row.state === state);
    return HttpResponse.json({ data, total: data.length, page: 1, perPage: 20 });
  }),
  http.get('/api/queues/cronjobs', () => HttpResponse.json({ data: [sweep] })),
  http.post('/api/queues/jobs/:id/retry', ({ params }) => {
    asked.push({ method: 'retry', id: String(params.id) });
    return HttpResponse.json({ job: { ...failedJob, status: 'queued', error: null, finishedAt: null } });
  }),
  http.post('/api/jobs/:id/cancel', ({ params }) => {
    asked.push({ method: 'cancel', id: String(params.id) });
    return HttpResponse.json({ job: { ...runningJob, status: 'cancelled', error: 'Cancelled by admin' } });
  }),
  http.delete('/api/queues/jobs/:id', ({ params }) => {
    asked.push({ method: 'remove', id: String(params.id) });
    rows = rows.filter((row) => row.id !== Number(params.id));
    return HttpResponse.json({ job: doneJob });
  }),
);
let socket: FakeSocket;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  down = false;
  backEnd = 'in-process';
  rows = [failedJob, doneJob];
  asked = [];
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/tech/bullmq']}>
      <CoreAdminContext>
        <BullMonitorPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('Bull Monitor', () => {
  it('says which back end runs, counts each queue by state, lists jobs and the repeatable jobs', async () => {
    renderPage();
    expect(await screen.findByText(/Jobs run in this server process/)).toBeInTheDocument();
    const payouts = screen.getByRole('group', { name: 'Payouts by state' });
    expect(within(payouts).getByRole('button', { name: 'Failed 1' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Job 7' });
    expect(within(row).getByText('The database connection was lost')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Retry job 7' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Job 5' })).queryByRole('button', { name: 'Retry job 5' }),
    ).toBeNull();
    expect(await screen.findByRole('row', { name: 'job-sweep' })).toHaveTextContent('0 3 * * * (UTC)');
  });

  it('names BullMQ and what it holds in Redis when it runs the jobs', async () => {
    backEnd = 'bullmq';
    renderPage();
    expect(
      await screen.findByText(
        'Jobs run on BullMQ on Redis (REDIS_URL). BullMQ holds in Redis: 0 wait, 1 active, 1 delayed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the data and failed attempts of a job unfolded', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details of job 7' }));
    expect(await screen.findByText(/"start": "2026-10-01"/)).toBeInTheDocument();
    expect(screen.getByText(/Attempt 1, .*: The database connection was lost/)).toBeInTheDocument();
  });

  it('retries a failed job and follows it to done over the socket', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry job 7' }));
    await waitFor(() => expect(asked).toEqual([{ method: 'retry', id: '7' }]));
    act(() =>
      socket.receive('job-progress', { ...failedJob, status: 'running', error: null, finishedAt: null }),
    );
    const row = screen.getByRole('row', { name: 'Job 7' });
    expect(await within(row).findByText('Running')).toBeInTheDocument();
    act(() =>
      socket.receive('job-progress', { ...failedJob, status: 'done', error: null, done: 3, total: 3 }),
    );
    expect(await within(row).findByText('Done')).toBeInTheDocument();
    expect(within(row).getByText('3 / 3')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('removes an ended job only once confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove job 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove job 5?' });
    expect(asked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Job 5' })).not.toBeInTheDocument());
    expect(asked).toEqual([{ method: 'remove', id: '5' }]);
  });

  it('cancels a running job only once confirmed', async () => {
    rows = [runningJob];
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel job 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel job 8?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel job 8' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel job 8?' })).getByRole('button', {
        name: 'Cancel job',
      }),
    );
    await waitFor(() => expect(asked).toEqual([{ method: 'cancel', id: '8' }]));
  });

  it('filters by a queue state from its count', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: 'Job 5' });
    const payouts = screen.getByRole('group', { name: 'Payouts by state' });
    await user.click(within(payouts).getByRole('button', { name: 'Failed 1' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Job 5' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Job 7' })).toBeInTheDocument();
  });

  it('says when no job has run, and when the queues failed to load, loading them on Try again', async () => {
    rows = [];
    down = true;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No job has run yet.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The queues could not be loaded: Redis is down');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Jobs run in this server process/)).toBeInTheDocument();
  });
});
