import type { JobView } from '../../../contract/jobs/jobApi';
import { formatNumber } from '../../lib/formatNumber';

const n = (value: number) => formatNumber(value, 0);

/** How far a send has come, in percent (0 while its total is not known). */
export function jobPercent(job: Pick<JobView, 'status' | 'done' | 'total'>): number {
  if (job.status === 'done') return 100;
  return job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0;
}

/**
 * A send's state in words, for the status line under its progress bar.
 *
 * @example
 * jobProgressText({ status: 'running', done: 1200, total: 3000, error: null }); // 'Sending: 1.200 of 3.000 recipients (40 %)'
 */
export function jobProgressText(job: Pick<JobView, 'status' | 'done' | 'total' | 'error'>): string {
  const of = `${n(job.done)} of ${n(job.total)} recipients`;
  switch (job.status) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return `Sending: ${of} (${jobPercent(job)} %)`;
    case 'done':
      return `Sent: ${of} (100 %)`;
    case 'cancelled':
      return `Cancelled after ${of}`;
    case 'failed':
      return `Failed after ${of}: ${job.error ?? 'no reason given'}`;
  }
}
