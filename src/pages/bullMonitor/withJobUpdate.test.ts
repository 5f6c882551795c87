import { describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { QueueJobView } from '../../../contract/jobs/queueMonitorApi';
import { withJobUpdate } from './withJobUpdate';

const row: QueueJobView = {
  id: 7,
  kind: 'payout-calculation',
  status: 'failed',
  state: 'failed',
  done: 0,
  total: 0,
  data: {},
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
const page = { data: [row], total: 1, page: 1, perPage: 20 };
const report = (change: Partial<JobView>): JobView => ({ ...row, ...change });

describe('withJobUpdate', () => {
  it('puts a reported state in its row, counting the attempt a run starts', () => {
    const running = withJobUpdate(page, report({ status: 'running', error: null, done: 1, total: 4 }));
    expect(running?.data[0]).toMatchObject({ state: 'running', attempts: 2, done: 1, total: 4, error: null });
    const done = withJobUpdate(running, report({ status: 'done', error: null, done: 4, total: 4 }));
    expect(done?.data[0]).toMatchObject({ state: 'done', attempts: 2, history: row.history });
  });

  it('keeps a queued job that is not yet due delayed', () => {
    const delayed = {
      ...page,
      data: [{ ...row, status: 'queued' as const, runAt: '2026-11-27T03:00:00.000Z' }],
    };
    const now = Date.parse('2026-11-26T12:00:00.000Z');
    expect(withJobUpdate(delayed, report({ status: 'queued' }), now)?.data[0]?.state).toBe('delayed');
    expect(withJobUpdate(delayed, report({ status: 'queued' }), now + 86_400_000)?.data[0]?.state).toBe(
      'queued',
    );
  });

  it('leaves the page as it is for a job not on it', () => {
    expect(withJobUpdate(page, report({ id: 8, status: 'done' }))).toBe(page);
    expect(withJobUpdate(undefined, report({}))).toBeUndefined();
  });
});
