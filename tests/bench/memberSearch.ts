// Member search and member list latency over a large seeded platform, through the real app.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/memberSearch.ts
//
// See benchPlatform.ts for the data (BENCH_SEED_SCALE, default 50: 1,000,000 members, kept for later runs).
// Prints p50/p95/max per kind of search and per list query; docs/architecture.md#performance-budgets and the
// Records issue budget p95 < 50 ms on PostgreSQL.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rowsOf';
import { tokenFor } from '../../server/test/tokenFor';
import { openBenchPlatform, timeEach } from './benchPlatform';

const SAMPLES = 200;
const { app, members, close } = await openBenchPlatform();

const step = Math.max(1, Math.floor(members / SAMPLES));
const names = rowsOf<{ username: string; email: string }>(
  await app.db.execute(
    sql`select username, email from members where id % ${step} = 0 order by id limit ${SAMPLES}`,
  ),
);
const sites = rowsOf<{ id: number }>(await app.db.execute(sql`select id from whitelabel_sites order by id`));
const kinds: Record<string, string[]> = {
  'exact username': names.map((row) => row.username),
  'username fragment (3 chars)': names.map((row) => row.username.slice(0, 3)),
  'username fragment (6 chars)': names.map((row) => row.username.slice(0, 6)),
  'email address': names.map((row) => row.email),
  'no hit': names.map((_, index) => `nobody-${index}-zz`),
};
const RUNS = 40;
const pick = <T>(items: readonly T[], index: number) => items[index % items.length]!;
const lists: Record<string, (index: number) => Record<string, unknown>> = {
  'newest first': () => ({ sort: 'createdAt', order: 'DESC' }),
  'state, newest first': (i) => ({
    filter: { state: pick(['active', 'inactive', 'blocked'], i) },
    sort: 'createdAt',
    order: 'DESC',
  }),
  'whitelabel, newest first': (i) => ({
    filter: { whitelabel: pick(sites, i).id },
    sort: 'createdAt',
    order: 'DESC',
  }),
  'country, by username': (i) => ({
    filter: { country: pick(['NL', 'DE', 'CO'], i) },
    sort: 'username',
    order: 'ASC',
  }),
  'verified in a family, by email': (i) => ({
    filter: { emailVerified: true, family: 1 + (i % 4) },
    sort: 'email',
    order: 'ASC',
  }),
  'username prefix, newest first': (i) => ({
    filter: { q: pick(names, i).username.slice(0, 4) },
    sort: 'createdAt',
    order: 'DESC',
  }),
  'created in a month, page 3': (i) => ({
    filter: { createdAt_gte: `2025-0${1 + (i % 9)}-01`, createdAt_lte: `2025-0${1 + (i % 9)}-28` },
    sort: 'createdAt',
    order: 'DESC',
    page: 3,
  }),
  'state, page 200': () => ({ filter: { state: 'active' }, sort: 'createdAt', order: 'DESC', page: 200 }),
};

for (const account of ['support', 'admin'] as const) {
  const token = await tokenFor(app, account);
  const search = async (text: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/members/search',
      headers: { token },
      payload: { search: text },
    });
    if (response.statusCode !== 200) throw new Error(`${text}: ${response.statusCode} ${response.body}`);
    return `${(response.json() as { data: unknown[] }).data.length} hits`;
  };
  const list = async (query: Record<string, unknown>) => {
    const params = Object.entries({ perPage: 25, ...query }).map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    );
    const response = await app.inject({
      method: 'GET',
      url: `/api/members/overview?${params.join('&')}`,
      headers: { token },
    });
    if (response.statusCode !== 200)
      throw new Error(`${params.join('&')}: ${response.statusCode} ${response.body}`);
    return `total ${(response.json() as { total: number }).total}`;
  };
  for (const text of names.slice(0, 20).map((row) => row.username)) await search(text);
  console.log(`\nas ${account}${account === 'support' ? ' (migrated accounts hidden)' : ''}: member search`);
  for (const [kind, texts] of Object.entries(kinds)) await timeEach(kind, texts, search);
  console.log(`as ${account}: member list (GET /members/overview, 25 a page)`);
  for (const [kind, query] of Object.entries(lists))
    await timeEach(
      kind,
      Array.from({ length: RUNS }, (_, index) => query(index)),
      list,
    );
}
await close();
