import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsConfig } from '../../../contract/analytics/analyticsConfig';
import { analyticsConfigBody } from '../../../contract/analytics/analyticsConfigBody';
import { analyticsConfigs } from '../../db/schema/analyticsConfigs';
import { principalOf } from '../../http/accessControl';
import { notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { ok, okResponse } from '../../http/okResponse';
import { ANALYTICS_ACCESS } from './analyticsAccess';

const SAMPLE = {
  name: 'Signups by week',
  settings: { report: 'signups', grouping: 'week', preset: 'this-month' },
};

type Row = typeof analyticsConfigs.$inferSelect;
const shown = (row: Row) => ({
  id: row.id,
  name: row.name,
  settings: row.settings,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Saved analytics configurations (docs/API.md#analytics): each account lists, creates, changes and deletes its
 * own; another account's is a 404, as if it did not exist.
 */
export async function analyticsConfigRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ANALYTICS_ACCESS };
  const own = (id: number, account: number) =>
    and(eq(analyticsConfigs.id, id), eq(analyticsConfigs.account, account));

  typed.get(
    '/config/analytics',
    {
      schema: { response: { 200: z.object({ data: z.array(analyticsConfig) }) } },
      config: { ...config, sample: () => ({}) },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(analyticsConfigs)
        .where(eq(analyticsConfigs.account, principalOf(request).account.id))
        .orderBy(asc(analyticsConfigs.name), asc(analyticsConfigs.id));
      return { data: rows.map(shown) };
    },
  );

  typed.post(
    '/config/analytics',
    {
      schema: { body: analyticsConfigBody, response: { 200: analyticsConfig } },
      config: { ...config, sample: () => ({ body: SAMPLE }) },
    },
    async (request) => {
      const [row] = await app.db
        .insert(analyticsConfigs)
        .values({ ...request.body, account: principalOf(request).account.id })
        .returning();
      return shown(row!);
    },
  );

  typed.put(
    '/config/analytics/:id',
    {
      schema: { params: idParams, body: analyticsConfigBody, response: { 200: analyticsConfig } },
      config: { ...config, sample: () => ({ url: '/api/config/analytics/1', body: SAMPLE }) },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db
        .update(analyticsConfigs)
        .set({ ...request.body, updatedAt: new Date() })
        .where(own(id, principalOf(request).account.id))
        .returning();
      if (!row) throw notFound(`Analytics configuration ${id}`);
      return shown(row);
    },
  );

  typed.delete(
    '/config/analytics/:id',
    {
      schema: { params: idParams, response: { 200: okResponse } },
      config: { ...config, sample: () => ({ url: '/api/config/analytics/1' }) },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await app.db
        .delete(analyticsConfigs)
        .where(own(id, principalOf(request).account.id))
        .returning({ id: analyticsConfigs.id });
      if (deleted.length === 0) throw notFound(`Analytics configuration ${id}`);
      return ok;
    },
  );
}
