import type { FastifyInstance } from 'fastify';

/** GET /health: answers once the database is migrated and seeded (Playwright waits for it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { access: 'public' } }, async () => ({ ok: true }));
}
