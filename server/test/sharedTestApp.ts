import type { FastifyInstance } from 'fastify';
import { snapshotTables } from './snapshotTables';
import { buildTestApp } from './buildTestApp';
import { testFile } from './testFile';

interface Shared {
  app: FastifyInstance;
  restore: () => Promise<void>;
}

let shared: Promise<Shared> | undefined;
let startedFor = 0;
let usedSinceSnapshot = false;

async function build(): Promise<Shared> {
  const app = await buildTestApp();
  const restore = await snapshotTables(app.db);
  // Closing it would break the files after this one: say so where it happens.
  app.close = (() => {
    throw new Error('The shared test app stays open for the files after this one: do not close it.');
  }) as unknown as FastifyInstance['close'];
  return { app, restore };
}

async function forThisFile(): Promise<Shared> {
  shared ??= build();
  const current = await shared;
  if (startedFor !== testFile.number) {
    startedFor = testFile.number;
    // Each file starts on the seeded data, whatever the files before it changed.
    if (usedSinceSnapshot) {
      await current.app.background.settled();
      await current.restore();
    }
    usedSinceSnapshot = true;
  }
  return current;
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
export async function sharedTestApp(): Promise<FastifyInstance> {
  return (await forThisFile()).app;
}
