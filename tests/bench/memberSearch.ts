// Member search latency over a large seeded platform, through the real app (POST /api/members/search).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/memberSearch.ts
//
// BENCH_SEED_SCALE (default 50: 1,000,000 members) sizes the platform; the data is kept in the PostgreSQL
// schema BENCH_SCHEMA (default bench_member_search) or, without DATABASE_URL, in PGlite under BENCH_DATA_DIR
// (default: a folder in the system temp dir), so only the first run pays for the seed.
// Prints p50/p95/max per kind of search; DESIGN §8 budgets p95 < 50 ms on PostgreSQL.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { rowsOf } from '../../server/db/rowsOf';
import { openDatabase } from '../../server/db/openDatabase';
import { tokenFor } from '../../server/test/tokenFor';

const databaseUrl = process.env.DATABASE_URL;
const schema = process.env.BENCH_SCHEMA ?? 'bench_member_search';
const scale = process.env.BENCH_SEED_SCALE ?? '50';
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'wse-bench-member-search');
const SAMPLES = 200;

if (databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema if not exists "${schema}"`);
  await admin.end();
}
const database = await openDatabase({ databaseUrl, schema: databaseUrl ? schema : undefined, dataDir });
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_SCALE: scale,
});

const seedStarted = performance.now();
const app = await buildApp({ config, database });
await app.ready();
const [counts] = rowsOf<{ members: number; migrated: number }>(
  await app.db.execute(
    sql`select count(*)::int as members, count(*) filter (where family_id is null)::int as migrated from members`,
  ),
);
console.log(
  `${databaseUrl ? `PostgreSQL (schema ${schema})` : `PGlite (${dataDir})`}: ${counts?.members} members, ` +
    `${counts?.migrated} without family id; ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

const step = Math.max(1, Math.floor((counts?.members ?? 1) / SAMPLES));
const names = rowsOf<{ username: string; email: string }>(
  await app.db.execute(
    sql`select username, email from members where id % ${step} = 0 order by id limit ${SAMPLES}`,
  ),
);
const kinds: Record<string, string[]> = {
  'exact username': names.map((row) => row.username),
  'username fragment (3 chars)': names.map((row) => row.username.slice(0, 3)),
  'username fragment (6 chars)': names.map((row) => row.username.slice(0, 6)),
  'email address': names.map((row) => row.email),
  'no hit': names.map((_, index) => `nobody-${index}-zz`),
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

for (const account of ['support', 'admin'] as const) {
  const token = await tokenFor(app, account);
  const search = (text: string) =>
    app.inject({ method: 'POST', url: '/api/members/search', headers: { token }, payload: { search: text } });
  for (const text of names.slice(0, 20).map((row) => row.username)) await search(text);
  console.log(`\nas ${account}${account === 'support' ? ' (migrated accounts hidden)' : ''}:`);
  for (const [kind, texts] of Object.entries(kinds)) {
    const times: number[] = [];
    let hits = 0;
    for (const text of texts) {
      const started = performance.now();
      const response = await search(text);
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${text}: ${response.statusCode} ${response.body}`);
      hits += (response.json() as { data: unknown[] }).data.length;
    }
    times.sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(times, 0.5), percentile(times, 0.95), times[times.length - 1] ?? 0];
    console.log(
      `  ${kind.padEnd(28)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
        `max ${max.toFixed(1).padStart(6)} ms  (${texts.length} searches, ${(hits / texts.length).toFixed(1)} hits each)`,
    );
  }
}
await app.close();
await database.close();
