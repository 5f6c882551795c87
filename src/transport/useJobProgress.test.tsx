import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../../contract/jobs/jobApi';
import { MASS_MESSAGE, PAYOUT_CALCULATION } from '../../contract/jobs/jobKinds';
import { setToken } from '../auth/tokenStore';
import { recordFakeSockets } from './testing/recordFakeSockets';
import { useJobProgress } from './useJobProgress';

const sockets = recordFakeSockets();

const report = (id: number, kind: string): JobView => ({
  id,
  kind,
  status: 'running',
  done: 1,
  total: 4,
  data: {},
  result: null,
  error: null,
  startedBy: 'admin',
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-26T10:00:01.000Z',
  finishedAt: null,
});

describe('useJobProgress', () => {
  it('hands on the reports of its kinds only, in order, to the latest callback, until unmounted', async () => {
    setToken('tok-1');
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ label }) => useJobProgress([MASS_MESSAGE], (job: JobView) => seen.push(`${label} ${job.id}`)),
      { initialProps: { label: 'first' } },
    );
    sockets[0]!.receive('job-progress', report(1, MASS_MESSAGE));
    sockets[0]!.receive('job-progress', report(2, PAYOUT_CALCULATION));
    sockets[0]!.receive('job-progress', { id: 'not a job' });
    sockets[0]!.receive('job-progress', report(5, MASS_MESSAGE));
    await waitFor(() => expect(seen).toEqual(['first 1', 'first 5']));
    rerender({ label: 'second' });
    sockets[0]!.receive('job-progress', report(3, MASS_MESSAGE));
    await waitFor(() => expect(seen).toEqual(['first 1', 'first 5', 'second 3']));
    // Received, then unmounted before its parse has run: dropped, as is one received after.
    sockets[0]!.receive('job-progress', report(6, MASS_MESSAGE));
    unmount();
    sockets[0]!.receive('job-progress', report(4, MASS_MESSAGE));
    // Reports are handled in order, so once another follower has this one, the two before it were handled.
    const later: number[] = [];
    renderHook(() => useJobProgress([MASS_MESSAGE], (job: JobView) => later.push(job.id)));
    sockets[0]!.receive('job-progress', report(7, MASS_MESSAGE));
    await waitFor(() => expect(later).toEqual([7]));
    expect(seen).toEqual(['first 1', 'first 5', 'second 3']);
  });
});
