import { jobView, type JobView } from '../../contract/jobs/jobApi';
import type { jobs } from '../db/schema/jobs';

/** A job row as the API and the socket show it (parsed, so a stored status out of its set fails loudly). */
export function jobRowView(row: typeof jobs.$inferSelect): JobView {
  return jobView.parse({
    id: row.id,
    kind: row.kind,
    status: row.status,
    done: row.done,
    total: row.total,
    data: row.data,
    result: row.result ?? null,
    error: row.error,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
}
