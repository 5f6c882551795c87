import { and, asc, count, desc, eq, isNull, sql, sum, type SQL } from 'drizzle-orm';
import {
  streamView,
  type StreamServerLoad,
  type StreamSort,
  type StreamView,
} from '../../../contract/tech/streamsApi';
import type { Db } from '../../db/Db';
import { performers } from '../../db/schema/platformUsers';
import { streams } from '../../db/schema/streams';

const columns = {
  id: streams.id,
  performer: streams.performer,
  username: performers.username,
  onlineStatus: performers.onlineStatus,
  server: streams.server,
  bitrateKbps: streams.bitrateKbps,
  viewers: performers.viewers,
  startedAt: streams.startedAt,
};

const SORT_COLUMNS = {
  startedAt: streams.startedAt,
  viewers: performers.viewers,
  bitrateKbps: streams.bitrateKbps,
  performer: performers.username,
} as const;

const viewOf = (row: { startedAt: Date }): StreamView =>
  streamView.parse({ ...row, startedAt: row.startedAt.toISOString() });

export interface StreamPageQuery {
  page: number;
  perPage: number;
  sort: StreamSort;
  order: 'ASC' | 'DESC';
  server?: string;
}

/**
 * One page of open streams with their total, and the load of every media server that carries one.
 *
 * @example
 * const { data, total, servers } = await openStreams(app.db, { page: 1, perPage: 25, sort: 'startedAt', order: 'DESC' });
 */
export async function openStreams(
  db: Db,
  query: StreamPageQuery,
): Promise<{ data: StreamView[]; total: number; servers: StreamServerLoad[] }> {
  const open = isNull(streams.endedAt);
  const where: SQL | undefined =
    query.server === undefined ? open : and(open, eq(streams.server, query.server));
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(streams)
    .innerJoin(performers, eq(performers.id, streams.performer))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(streams.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const load = await db
    .select({
      server: streams.server,
      streams: count(),
      viewers: sql<number>`coalesce(${sum(performers.viewers)}, 0)::int`,
    })
    .from(streams)
    .innerJoin(performers, eq(performers.id, streams.performer))
    .where(open)
    .groupBy(streams.server)
    .orderBy(asc(streams.server));
  const total =
    query.server === undefined
      ? load.reduce((all, server) => all + server.streams, 0)
      : (load.find((server) => server.server === query.server)?.streams ?? 0);
  return { data: rows.map(viewOf), total, servers: load };
}

/**
 * A performer's open stream, or null when they have none.
 *
 * @example
 * const stream = await openStreamOf(app.db, 7);
 */
export async function openStreamOf(db: Db, performer: number): Promise<StreamView | null> {
  const [row] = await db
    .select(columns)
    .from(streams)
    .innerJoin(performers, eq(performers.id, streams.performer))
    .where(and(eq(streams.performer, performer), isNull(streams.endedAt)));
  return row ? viewOf(row) : null;
}
