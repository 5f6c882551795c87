import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../http/okResponse';

/** GET /health: answers once the database is migrated and seeded (Playwright waits for it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    { schema: { response: { 200: okResponse } }, config: { access: 'public' } },
    async () => ok,
  );
}
