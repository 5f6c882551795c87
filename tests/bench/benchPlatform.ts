// The large seeded platform the server benchmarks run against, built once and kept for later runs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { rowsOf } from '../../server/db/rowsOf';
import { openDatabase } from '../../server/db/openDatabase';

/**
 * The whole app over BENCH_SEED_SCALE (default 50: 1,000,000 members) in the PostgreSQL schema BENCH_SCHEMA
 * (default bench_member_search) of DATABASE_URL, or without it in PGlite under BENCH_DATA_DIR; only the first run
 * pays for the seed. Prints where it runs and how many members it holds.
 */
export async function openBenchPlatform(): Promise<{
  app: FastifyInstance;
  members: number;
  close: () => Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA ?? 'bench_member_search';
  const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'wse-bench-member-search');
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema}"`);
    // Made here, in public, as the test schemas expect it: a migration run with the bench schema first on the
    // search path would put it (and the trigram operators every test schema needs) in the bench schema.
    await admin.query('create extension if not exists pg_trgm with schema public');
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl, schema: databaseUrl ? schema : undefined, dataDir });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_SCALE: process.env.BENCH_SEED_SCALE ?? '50',
  });
  const started = performance.now();
  const app = await buildApp({ config, database });
  await app.ready();
  const [counts] = rowsOf<{ members: number; migrated: number }>(
    await app.db.execute(
      sql`select count(*)::int as members, count(*) filter (where family_id is null)::int as migrated from members`,
    ),
  );
  console.log(
    `${databaseUrl ? `PostgreSQL (schema ${schema})` : `PGlite (${dataDir})`}: ${counts?.members} members, ` +
      `${counts?.migrated} without family id; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    app,
    members: counts?.members ?? 0,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Times `run` once per input and prints one line with p50, p95 and max, and whether p95 keeps to the budget. */
export async function timeEach<T>(
  label: string,
  inputs: readonly T[],
  run: (input: T) => Promise<string>,
  budgetMs = 50,
) {
  const times: number[] = [];
  let note = '';
  for (const input of inputs) {
    const started = performance.now();
    note = await run(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(times, 0.5), percentile(times, 0.95), times[times.length - 1] ?? 0];
  console.log(
    `  ${label.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
      `max ${max.toFixed(1).padStart(6)} ms  (${inputs.length} runs${note ? `, ${note}` : ''})${p95 < budgetMs ? '' : `  OVER ${budgetMs} ms`}`,
  );
}
