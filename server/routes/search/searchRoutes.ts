import type { FastifyInstance } from 'fastify';
import { memberSearchRoute } from './memberSearchRoute';
import { performerSearchRoute } from './performerSearchRoute';

/** The sidebar's member and performer searches (docs/API.md "Search"). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  memberSearchRoute(app);
  performerSearchRoute(app);
}
