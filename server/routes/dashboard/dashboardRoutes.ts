import { count, desc, eq, min, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardModule, type DashboardModuleKey } from '../../../contract/dashboard/dashboardModules';
import {
  auditEventsResponse,
  mediaQueueResponse,
  payoutsDueResponse,
  revenueTodayResponse,
  signupsTodayResponse,
} from '../../../contract/dashboard/dashboardModuleData';
import { rowsOf } from '../../db/rowsOf';
import { mediaItems } from '../../db/schema/mediaQueue';
import { payoutBatches, payoutInvoices } from '../../db/schema/payouts';
import { auditLog } from '../../db/schema/trail';
import type { Access } from '../../http/Access';
import { financeToday } from '../finance/financeToday';
import { DASHBOARD_CACHE_PREFIX } from '../../cache/dashboardCachePrefix';

/** The start of an Amsterdam calendar day (and of the day `offset` days on) as a timestamptz. */
const dayStart = (day: string, offset = 0) =>
  sql`((${day}::date + ${offset}::int)::timestamp at time zone 'Europe/Amsterdam')`;

/** A module's route needs what its catalogue entry says its data needs. */
const accessOf = (key: DashboardModuleKey): Access => dashboardModule(key)!.role;

const RECENT_AUDIT = 10;

/*
 * Signups and revenue today are sums over a day's rows, read through app.cache for CACHE_TTL_SECONDS (30 s): the
 * figures may lag that long. The media queue, payouts due and audit events are what someone acts on right after
 * a write, so they are always read fresh.
 */

/**
 * The home grid's module calls (docs/API.md "Dashboard"), one per module and each behind the role its data needs;
 * the live cams module reads GET /wse/live and the socket.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dashboard/signups-today',
    { schema: { response: { 200: signupsTodayResponse } }, config: { access: accessOf('signups-today') } },
    async () => {
      const day = financeToday();
      return app.cache.wrap(
        `${DASHBOARD_CACHE_PREFIX}signups-today:${day}`,
        app.config.cacheTtlSeconds,
        async () => {
          const [row] = rowsOf<{ n: number }>(
            await app.db.execute(
              sql`select count(*)::int as n from members where created_at >= ${dayStart(day)} and created_at < ${dayStart(day, 1)}`,
            ),
          );
          return { day, count: row?.n ?? 0 };
        },
      );
    },
  );

  api.get(
    '/dashboard/revenue-today',
    { schema: { response: { 200: revenueTodayResponse } }, config: { access: accessOf('revenue-today') } },
    async () => {
      const now = new Date();
      const day = financeToday(now);
      return app.cache.wrap(
        `${DASHBOARD_CACHE_PREFIX}revenue-today:${day}`,
        app.config.cacheTtlSeconds,
        async () => {
          // The same time of day a week ago, on Amsterdam's clock (a week across a DST change is not 168 hours).
          const lastWeekCut = sql`((${now.toISOString()}::timestamptz at time zone 'Europe/Amsterdam') - interval '7 days') at time zone 'Europe/Amsterdam'`;
          const [row] = rowsOf<{ today: string | number; so_far: string | number; total: string | number }>(
            await app.db.execute(sql`
          select
            coalesce(sum(amount) filter (where created_at >= ${dayStart(day)}), 0)::bigint as today,
            coalesce(sum(amount) filter (where created_at < ${dayStart(day, -6)} and created_at < ${lastWeekCut}), 0)::bigint as so_far,
            coalesce(sum(amount) filter (where created_at < ${dayStart(day, -6)}), 0)::bigint as total
          from payments
          where (created_at >= ${dayStart(day)} and created_at <= ${now.toISOString()}::timestamptz)
             or (created_at >= ${dayStart(day, -7)} and created_at < ${dayStart(day, -6)})`),
          );
          const lastWeekDay = new Date(Date.parse(`${day}T12:00:00Z`) - 7 * 86_400_000)
            .toISOString()
            .slice(0, 10);
          return {
            day,
            today: Number(row?.today ?? 0),
            lastWeekDay,
            lastWeekSoFar: Number(row?.so_far ?? 0),
            lastWeekTotal: Number(row?.total ?? 0),
          };
        },
      );
    },
  );

  api.get(
    '/dashboard/media-queue',
    { schema: { response: { 200: mediaQueueResponse } }, config: { access: accessOf('media-queue') } },
    async () => {
      const [row] = await app.db
        .select({
          pending: count(),
          claimed: sql<number>`count(*) filter (where ${mediaItems.claimedUntil} > now())::int`,
          oldestAt: min(mediaItems.createdAt),
        })
        .from(mediaItems)
        .where(eq(mediaItems.status, 'pending'));
      return {
        pending: row?.pending ?? 0,
        claimed: row?.claimed ?? 0,
        oldestAt: row?.oldestAt ? new Date(row.oldestAt).toISOString() : null,
      };
    },
  );

  api.get(
    '/dashboard/payouts-due',
    { schema: { response: { 200: payoutsDueResponse } }, config: { access: accessOf('payouts-due') } },
    async () => {
      const rows = await app.db
        .select({
          id: payoutBatches.id,
          interval: payoutBatches.interval,
          periodStart: payoutBatches.periodStart,
          periodEnd: payoutBatches.periodEnd,
          validatedAt: payoutBatches.validatedAt,
          invoices: sql<number>`count(${payoutInvoices.id})::int`,
          amount: sql<string>`coalesce(sum(${payoutInvoices.amount}), 0)::bigint`,
        })
        .from(payoutBatches)
        .leftJoin(payoutInvoices, eq(payoutInvoices.batch, payoutBatches.id))
        .where(ne(payoutBatches.status, 'final'))
        .groupBy(payoutBatches.id)
        .orderBy(desc(payoutBatches.periodStart), desc(payoutBatches.id));
      const data = rows.map(({ validatedAt, amount, ...batch }) => ({
        ...batch,
        validated: validatedAt !== null,
        amount: Number(amount),
      }));
      return { data, total: data.reduce((sum, batch) => sum + batch.amount, 0) };
    },
  );

  api.get(
    '/dashboard/audit-events',
    { schema: { response: { 200: auditEventsResponse } }, config: { access: accessOf('audit-events') } },
    async () => {
      const rows = await app.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actor: auditLog.actor,
          action: auditLog.action,
          target: auditLog.target,
        })
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(RECENT_AUDIT);
      return { data: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })) };
    },
  );
}
