import type { FastifyInstance } from 'fastify';
import { releaseReservationRoute } from './releaseReservationRoute';
import { revenueRoute } from './revenueRoute';

/** The Finance area's calls beyond CRUD. */
export async function financeRoutes(app: FastifyInstance): Promise<void> {
  revenueRoute(app);
  releaseReservationRoute(app);
}
