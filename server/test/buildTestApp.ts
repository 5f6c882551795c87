import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from './testConfig';
import { testDatabase } from './testDatabase';

/**
 * The whole server on a fresh database, seeded with the demo staff and a small platform; close it after. A file
 * on the default settings takes the worker's `sharedTestApp` instead, which is much cheaper.
 *
 * @example
 * const app = await buildTestApp();
 * afterAll(() => app.close());
 */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  try {
    const app = await buildApp({ config: testConfig(env), database });
    app.addHook('onClose', () => database.close());
    await app.ready();
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
