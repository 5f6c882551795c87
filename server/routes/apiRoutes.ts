import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/authRoutes';
import { healthRoutes } from './health/healthRoutes';

/** Every API area, mounted under /api by `buildApp`. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
}
