// Member search and member list latency over a large seeded platform, through the real app.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/memberSearch.ts
//
// See benchPlatform.ts for the data (BENCH_SEED_SCALE, default 50: 1,000,000 members, kept for later runs).
// Prints p50/p95/max per kind of search and per list query; docs/architecture.md#performance-budgets and the
// Records issue budget p95 < 50 ms on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../server/auth/Principal';
import { rowsOf } from '../../server/db/rowsOf';
import { accounts } from '../../server/db/schema/staff';
import { listStatements } from '../../server/resources/readRecords';
import { SERVED_RESOURCES } from '../../server/resources/servedResources';
import { tokenFor } from '../../server/test/tokenFor';
import { openBenchPlatform, timeEach } from './benchPlatform';
import { planSummary } from './planSummary';

const SAMPLES = 200;
/** A query the account may not make (issue 22: searching by email, filtering by country need their roles). */
class Refused extends Error {}
const timeUnlessRefused = async <T>(
  label: string,
  inputs: readonly T[],
  run: (input: T) => Promise<string>,
) => {
  try {
    await timeEach(label, inputs, run);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    console.log(`  ${label.padEnd(34)} refused: ${error.message}`);
  }
};

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

const prefixes = Array.from({ length: RUNS }, (_, index) => pick(names, index).username.slice(0, 4));
const matches = async (prefix: string) =>
  rowsOf<{ n: number }>(
    await app.db.execute(
      sql`select count(*)::int as n from members where lower(username) collate "C" like ${`${prefix.toLowerCase()}%`}`,
    ),
  )[0]!.n;
const counted = await Promise.all(prefixes.map(async (prefix) => ({ prefix, n: await matches(prefix) })));
const common = counted.reduce((most, next) => (next.n > most.n ? next : most));
const rare = counted.reduce((least, next) => (next.n < least.n ? next : least));
const servedMembers = SERVED_RESOURCES.find((resource) => resource.definition.name === 'members')!;

/** The plans of the statements the member list runs for a username prefix, newest first, as `account`. */
async function explainPrefix(account: string) {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.username, account));
  const actor: Principal = {
    account: { ...row!, twoFactorEnabled: false },
    roles: row!.roles,
    jti: '',
    exp: 0,
  };
  const cap = await app.settings.get('lists.countCap');
  for (const { prefix, n } of [common, rare]) {
    const params = { offset: 0, limit: 25, sort: 'createdAt', order: 'DESC', filter: { q: prefix } } as const;
    const { page, count } = listStatements(app.db, servedMembers, params, actor, cap);
    console.log(`  plan for q = '${prefix}' (${n} usernames start with it):`);
    console.log(`    page:  ${await planSummary(app.db, page.getSQL())}`);
    console.log(`    total: ${await planSummary(app.db, count)}`);
  }
}

for (const account of ['support', 'admin'] as const) {
  const token = await tokenFor(app, account);
  const search = async (text: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/members/search',
      headers: { token },
      payload: { search: text },
    });
    if (response.statusCode === 403) throw new Refused((response.json() as { message: string }).message);
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
    if (response.statusCode === 403) throw new Refused((response.json() as { message: string }).message);
    if (response.statusCode !== 200)
      throw new Error(`${params.join('&')}: ${response.statusCode} ${response.body}`);
    const { total, moreThanTotal } = response.json() as { total: number; moreThanTotal: boolean };
    return `total ${total}${moreThanTotal ? '+' : ''}`;
  };
  for (const text of names.slice(0, 20).map((row) => row.username)) await search(text);
  console.log(`\nas ${account}${account === 'support' ? ' (migrated accounts hidden)' : ''}: member search`);
  for (const [kind, texts] of Object.entries(kinds)) await timeUnlessRefused(kind, texts, search);
  console.log(`as ${account}: member list (GET /members/overview, 25 a page)`);
  for (const [kind, query] of Object.entries(lists))
    await timeUnlessRefused(
      kind,
      Array.from({ length: RUNS }, (_, index) => query(index)),
      list,
    );
  await explainPrefix(account);
}
await close();
