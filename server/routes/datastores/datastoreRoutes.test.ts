import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PGLITE_COST_LIMIT,
  QUERY_ROW_CAP,
  type DatastoresView,
  type QueryAnswer,
} from '../../../contract/tech/datastoresApi';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { stoppable } from './runReadOnly';

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));
const onPostgres = stoppable(app.db);
const query = (text: string) =>
  admin.post<QueryAnswer & { message: string; fields?: { sql?: string } }>('/api/datastores/query', {
    sql: text,
  });

async function refused(text: string, why: RegExp) {
  const answer = await query(text);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.fields?.sql).toMatch(why);
}

describe('datastores', () => {
  it('shows the database the server runs on to any signed-in staff, read now', async () => {
    const norole = testClient(app, await tokenFor(app, 'norole'));
    const view = await norole.get<DatastoresView>('/api/datastores');
    expect(view.status).toBe(200);
    expect(view.body.database).toMatchObject({
      kind: onPostgres ? 'PostgreSQL' : 'PGlite',
      version: expect.stringMatching(/^PostgreSQL \d+/),
      health: { ok: true, ms: expect.any(Number) },
    });
    expect(view.body.database.sizeBytes).toBeGreaterThan(0);
    if (onPostgres) expect(view.body.database.connections).toBeGreaterThan(0);
    expect(view.body.redis).toBeNull();
    expect((await testClient(app).get('/api/datastores')).status).toBe(401);
  });

  it('runs a SELECT, keeping two columns of one name apart, audited', async () => {
    const answer = await query(`select 1 as a, 'two' as a, null as "none", true as yes -- a comment\n;`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      columns: ['a', 'a', 'none', 'yes'],
      rows: [[1, 'two', null, true]],
      capped: false,
    });
    const members = await query('select id, username from members order by id limit 3');
    expect(members.body.rows).toHaveLength(3);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'datastore.query'), eq(auditLog.target, 'datastore:database')));
    expect(entries.map((entry) => entry.changes.sql?.after)).toContain(
      'select id, username from members order by id limit 3',
    );
  });

  it('caps a huge result without loading it', async () => {
    const answer = await query('select g, md5(g::text) from generate_series(1, 1000000) g');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toHaveLength(QUERY_ROW_CAP);
    expect(answer.body.capped).toBe(true);
  });

  it('refuses writes, DDL, chains and anything but one SELECT, naming why', async () => {
    await refused('delete from members', /Only a SELECT runs here.*DELETE/);
    await refused("update members set username = 'x'", /UPDATE/);
    await refused('insert into groups (name) values ($$x$$)', /INSERT/);
    await refused('create table x (id int)', /CREATE/);
    await refused('drop table members', /DROP/);
    await refused('select 1; delete from members', /One statement at a time: this is a chain of 2/);
    await refused(
      'with gone as (delete from members returning id) select * from gone',
      /DELETE inside the statement/,
    );
    await refused('select * into copied from members', /SELECT INTO creates a table/);
    await refused('select * from members for update', /locks rows/);
    await refused("copy members to '/tmp/members.csv'", /Only a SELECT.*COPY/);
    await refused("select set_config('search_path', 'x', false)", /set_config\(\) changes a setting/);
    await refused('set statement_timeout = 0', /Only a SELECT/);
    await refused('selec 1', /not valid SQL/);
  });

  it('refuses file, server and side-effect functions and the sign-in secret tables', async () => {
    await refused("select pg_read_file('/etc/passwd')", /pg_read_file\(\) reads or writes files/);
    await refused("select * from pg_ls_dir('.')", /pg_ls_dir\(\) reads or writes files/);
    await refused("select lo_import('/etc/passwd')", /lo_import\(\) reads or writes files/);
    await refused(
      "select * from dblink('host=x', 'select 1') as t(a int)",
      /dblink\(\) reaches another database/,
    );
    await refused("select query_to_xml('delete from members', true, true, '')", /runs SQL given as text/);
    await refused("select nextval('members_id_seq')", /moves a sequence/);
    await refused('select pg_advisory_lock(1)', /takes a lock/);
    await refused('select password_hash from accounts', /accounts holds sign-in secrets/);
    await refused('select * from public.account_tokens', /account_tokens holds sign-in secrets/);
    await refused('select rolpassword from pg_catalog.pg_authid', /pg_authid holds sign-in secrets/);
  });

  it('refuses pg_sleep past the timeout, and what could run long where nothing can stop it', async () => {
    await refused('select pg_sleep(10)', /pg_sleep past the 5 s statement timeout/);
    await refused("select pg_sleep_for('1 minute')", /pg_sleep_for\(\) waits/);
    expect((await query('select pg_sleep(0.01)')).status).toBe(200);
    const long = 'select count(*) from generate_series(1, 400000000)';
    if (onPostgres) {
      await refused(long, /ran past the 5 s timeout and was stopped/);
    } else {
      await refused(long, new RegExp(`limit is ${PGLITE_COST_LIMIT.toLocaleString('en')}.*PGlite`));
      await refused(
        'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n',
        /WITH RECURSIVE/,
      );
      await refused(
        "select length(repeat('x', 600000000))",
        /repeat\(\) of 600,000,000 is past the 1,000,000/,
      );
      await refused(
        'select count(*) from generate_series(1, (select 100000000))',
        /generate_series\(\) takes only constant/,
      );
      await refused('select pg_sleep(3)', /pg_sleep past 1 s is refused on the embedded PGlite/);
      expect((await query("select repeat('ab', 3) as r, lpad('7', 3, '0') as p")).body.rows).toEqual([
        ['ababab', '007'],
      ]);
    }
  });

  it.runIf(!onPostgres)(
    'finds that PGlite lets a statement run past statement_timeout (so the console guards cost)',
    async () => {
      const started = performance.now();
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 50`);
        await tx.execute(sql`select pg_sleep(0.3)`);
      });
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    },
  );

  it('runs in a read-only transaction, so a write the parser cannot see is refused by the database', async () => {
    await app.db.execute(sql`create or replace function console_test_write() returns int language sql
      as $$ insert into groups (name, description) values ('console', '') returning 1 $$`);
    try {
      await refused('select console_test_write()', /read-only transaction/);
    } finally {
      await app.db.execute(sql`drop function console_test_write()`);
    }
  });

  it('is for VIEW_ACTIVITY only, and audits a refusal', async () => {
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.post('/api/datastores/query', { sql: 'select 1' })).status).toBe(403);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'datastore.query-refused'));
    expect(entries.map((entry) => entry.changes.sql?.after)).toContain('delete from members');
  });
});
