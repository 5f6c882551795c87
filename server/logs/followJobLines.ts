import type { FastifyInstance } from 'fastify';
import type { JobView } from '../../contract/jobs/jobApi';
import { writeSysLog } from '../trail/writeSysLog';

const ENDED = new Set(['done', 'failed', 'cancelled']);

function lineOf(job: JobView): Parameters<typeof writeSysLog>[1] | undefined {
  const name = `Job ${job.id} (${job.kind})`;
  const meta = { job: job.id, kind: job.kind, startedBy: job.startedBy };
  if (job.status === 'running') return { level: 'info', source: 'jobs', message: `${name} started`, meta };
  if (job.status === 'done') return { level: 'info', source: 'jobs', message: `${name} done`, meta };
  if (job.status === 'cancelled') {
    return { level: 'info', source: 'jobs', message: `${name} cancelled: ${job.error ?? ''}`.trim(), meta };
  }
  if (job.status === 'failed') {
    return {
      level: 'error',
      source: 'jobs',
      message: `${name} failed: ${job.error ?? 'no error given'}`,
      meta,
    };
  }
  return undefined;
}

/**
 * Writes a sys_log line when a job starts, ends, fails (with its error) or is cancelled, from the job layer's
 * own `job-progress` events: the instance that runs a job sends them, so each line is written once. A job's
 * progress while it runs is not a line of its own.
 *
 * @example
 * followJobLines(app);
 */
export function followJobLines(app: FastifyInstance): void {
  const last = new Map<number, string>();
  app.events.on('job-progress', (job) => {
    if (last.get(job.id) === job.status) return;
    if (ENDED.has(job.status)) last.delete(job.id);
    else last.set(job.id, job.status);
    const line = lineOf(job);
    if (!line) return;
    app.background.track(
      writeSysLog(app.db, line).catch((error: unknown) =>
        app.loggers.get('jobs').error({ err: error, job: job.id }, 'writing a job line to sys_log failed'),
      ),
    );
  });
}
