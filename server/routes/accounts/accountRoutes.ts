import type { FastifyInstance } from 'fastify';
import { preferencesRoutes } from './preferencesRoutes';

/** What accounts have beyond their resource (served from resources/accounts, relations and actions too). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  preferencesRoutes(app);
}
