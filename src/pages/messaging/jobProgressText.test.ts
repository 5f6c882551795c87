import { describe, expect, it } from 'vitest';
import { jobPercent, jobProgressText } from './jobProgressText';

const job = { done: 1200, total: 3000, error: null };

describe('jobProgressText', () => {
  it('says each state of a send', () => {
    expect(jobProgressText({ ...job, status: 'queued' })).toBe('Waiting to start');
    expect(jobProgressText({ ...job, status: 'running' })).toBe('Sending: 1.200 of 3.000 recipients (40 %)');
    expect(jobProgressText({ ...job, done: 3000, status: 'done' })).toBe(
      'Sent: 3.000 of 3.000 recipients (100 %)',
    );
    expect(jobProgressText({ ...job, status: 'cancelled' })).toBe(
      'Cancelled after 1.200 of 3.000 recipients',
    );
    expect(jobProgressText({ ...job, status: 'failed', error: 'relay down' })).toBe(
      'Failed after 1.200 of 3.000 recipients: relay down',
    );
  });

  it('counts percent down, and a finished send of nobody as done', () => {
    expect(jobPercent({ status: 'running', done: 2, total: 3 })).toBe(66);
    expect(jobPercent({ status: 'running', done: 0, total: 0 })).toBe(0);
    expect(jobPercent({ status: 'done', done: 0, total: 0 })).toBe(100);
  });
});
