import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes';
import { auditRoutes } from './audit/auditRoutes';
import { authRoutes } from './auth/authRoutes';
import { groupRoutes } from './groups/groupRoutes';
import { searchRoutes } from './search/searchRoutes';
import { healthRoutes } from './health/healthRoutes';

/** Every API area, mounted under /api by `buildApp`. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(groupRoutes);
  await app.register(auditRoutes);
  await app.register(searchRoutes);
}
