import { queueJobView, type QueueJobView } from '../../contract/jobs/queueMonitorApi';
import type { jobs } from '../db/schema/jobs';
import { jobRowView } from './jobRowView';

/** A job row as the monitor lists it, with the state the database worked out (delayed while not yet due). */
export function jobRowDetail(row: typeof jobs.$inferSelect, state: string): QueueJobView {
  return queueJobView.parse({
    ...jobRowView(row),
    state,
    attempts: row.attempts,
    history: row.history,
    runAt: row.runAt?.toISOString() ?? null,
  });
}
