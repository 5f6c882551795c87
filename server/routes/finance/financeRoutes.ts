import type { FastifyInstance } from 'fastify';
import { payoutRoutes } from './payouts/payoutRoutes';
import { revenueRoute } from './revenueRoute';
import { vatRoute } from './vatRoute';

/** The Finance area's calls beyond CRUD. */
export async function financeRoutes(app: FastifyInstance): Promise<void> {
  revenueRoute(app);
  vatRoute(app);
  payoutRoutes(app);
}
