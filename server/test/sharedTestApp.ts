import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './buildTestApp';
import { snapshotTables } from './snapshotTables';
import { testFile } from './testFile';

interface Shared {
  app: FastifyInstance;
  restore: () => Promise<void>;
}

let shared: Promise<Shared> | undefined;
/** The app as handed to the file running now (by its number). */
let handedOut: { file: number; app: Promise<FastifyInstance> } | undefined;

async function build(): Promise<Shared> {
  const app = await buildTestApp();
  const restore = await snapshotTables(app.db);
  // Closing it would break the files after this one: say so where it happens.
  app.close = (() => {
    throw new Error('The shared test app stays open for the files after this one: do not close it.');
  }) as unknown as FastifyInstance['close'];
  return { app, restore };
}

async function forNextFile(built: Promise<Shared>, first: boolean): Promise<FastifyInstance> {
  const { app, restore } = await built;
  // Each file starts on the seeded data, whatever the files before it changed.
  if (!first) {
    await app.background.settled();
    await restore();
  }
  return app;
}

/**
 * The worker's app on the default test configuration, shared by the test files this worker runs: built once
 * (with its database), and handed to each file with the data as seeded, so files stay independent of each
 * other. Do not close it. A file that needs other settings builds its own with `buildTestApp(env)`.
 *
 * @example
 * let app: FastifyInstance;
 * beforeAll(async () => {
 *   app = await sharedTestApp();
 * });
 */
export function sharedTestApp(): Promise<FastifyInstance> {
  shared ??= build();
  if (handedOut?.file !== testFile.number) {
    handedOut = { file: testFile.number, app: forNextFile(shared, handedOut === undefined) };
  }
  return handedOut.app;
}
