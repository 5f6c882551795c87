import { sql, type SQL } from 'drizzle-orm';
import { WHITELABEL_BUILD } from '../../../contract/whitelabels/whitelabelAccess';
import {
  deploymentRow,
  type DeploymentKind,
  type DeploymentListResponse,
} from '../../../contract/tech/deploymentsApi';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { jobs } from '../../db/schema/jobs';
import { platformDeployments } from '../../db/schema/platformDeployments';
import { whitelabelSites } from '../../db/schema/platform';
import { whitelabelBuilds, whitelabelDeployments } from '../../db/schema/whitelabelBuilder';

/** Each kind as rows of one shape, so one union can page them together, newest first. */
const SOURCES: Record<DeploymentKind, SQL> = {
  platform: sql`select 'platform' as kind, p.id, p.environment as subject, p.version, p.status,
      null::text as action, p.started_by, p.started_at, p.finished_at, null::int as job, p.note as error
    from ${platformDeployments} p`,
  'whitelabel-deploy': sql`select 'whitelabel-deploy' as kind, d.id, s.name as subject,
      'build ' || b.number as version, d.status, d.kind as action, d.started_by, d.started_at, d.finished_at,
      d.job_id as job, d.error
    from ${whitelabelDeployments} d
    join ${whitelabelBuilds} b on b.id = d.build_id
    join ${whitelabelSites} s on s.id = d.site_id`,
  // A finished build is its row; a build job that has not (or did not) finish is the job, as it stands.
  'whitelabel-build': sql`select 'whitelabel-build' as kind, b.id, s.name as subject, 'build ' || b.number as version,
      'built' as status, null::text as action, b.created_by as started_by, coalesce(j.created_at, b.created_at) as started_at,
      b.created_at as finished_at, b.job_id as job, null::text as error
    from ${whitelabelBuilds} b
    join ${whitelabelSites} s on s.id = b.site_id
    left join ${jobs} j on j.id = b.job_id
    union all
    select 'whitelabel-build', j.id, coalesce(s.name, 'unknown site'), 'next build', j.status, null, j.started_by,
      j.created_at, j.finished_at, j.id, j.error
    from ${jobs} j
    left join ${whitelabelSites} s on s.id::text = j.data->>'site'
    where j.kind = ${WHITELABEL_BUILD} and j.status <> 'done'`,
};

const isoOf = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());

/**
 * One page of deployments of the kind asked (every kind when none), newest first, with their total.
 *
 * @example
 * const page = await deploymentsPage(app.db, { kind: 'platform', page: 1, perPage: 25 });
 */
export async function deploymentsPage(
  db: Db,
  query: { kind?: DeploymentKind; page: number; perPage: number },
): Promise<DeploymentListResponse> {
  const parts = query.kind ? [SOURCES[query.kind]] : Object.values(SOURCES);
  const all = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${all}) rows`),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${all}) rows
      order by started_at desc, kind, id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
  );
  return {
    data: rows.map((row) =>
      deploymentRow.parse({
        kind: row.kind,
        id: row.id,
        subject: row.subject,
        version: row.version,
        status: row.status,
        action: row.action,
        startedBy: row.started_by,
        startedAt: isoOf(row.started_at),
        finishedAt: isoOf(row.finished_at),
        job: row.job,
        error: row.error,
      }),
    ),
    total: counted?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
