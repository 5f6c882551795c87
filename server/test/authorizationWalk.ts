import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEffectiveRoles } from '../auth/loadEffectiveRoles';
import { rowsOf } from '../db/rowsOf';
import { accounts } from '../db/schema/staff';
import type { Access } from '../http/Access';
import { listRoutes, type RouteEntry } from '../http/routeTable';
import { tokenFor } from './testApp';
import type { TestAccount } from './tokenFor';

/**
 * Every route the server has × {anonymous, no-role account, support, lower-privileged admin, admin}: the status
 * must follow the route's declared access, and a refused write must write no row of any table. The
 * lower-privileged admin (`manager`) may also be refused acting on an account or group holding roles it lacks.
 * Walks the `part`-th of `parts` stretches of the walk, so it splits across test files, and so across workers
 * (server/authorizationWalk*.test.ts); deletions stay last.
 *
 * @example
 * await authorizationWalk(await sharedTestApp(), 0, 2);
 */
export async function authorizationWalk(app: FastifyInstance, part: number, parts: number): Promise<void> {
  type Actor = 'anonymous' | TestAccount;
  const ACTORS: readonly Actor[] = ['anonymous', 'norole', 'support', 'manager', 'admin'];

  /** Acting on an account or group holding roles one lacks (assertActsWithin): refused whatever the route allows. */
  const ACTING_ABOVE =
    /^You cannot change (an account that holds|a group that grants) roles you do not hold: /;
  /** A money move by an account without two-factor sign-in (confirmSecondFactor): refused whatever its roles. */
  const ENROL_FIRST =
    / needs a code from your authenticator app: set up two-factor sign-in on the QR page first\.$/;

  /** Deletions last, and deleting an account (the support account, in its sample) last of all. */
  function walkOrder(route: RouteEntry): number {
    if (route.method !== 'DELETE') return 0;
    return route.url.startsWith('/api/account/') ? 2 : 1;
  }
  const ordered = [...listRoutes(app)].sort((a, b) => walkOrder(a) - walkOrder(b));
  // A part is a stretch of the walk, so the routes before each route in the first part are those of a whole walk
  // (a write a route makes, the account rename of PUT /login/account say, meets the routes it always met).
  const routes = ordered.slice(
    Math.floor((ordered.length * part) / parts),
    Math.floor((ordered.length * (part + 1)) / parts),
  );

  function requestFor(route: RouteEntry, token: string | undefined): InjectOptions {
    const sample = route.sample?.() ?? {};
    const url = sample.url ?? route.url.replace(/:\w+/g, '1').replace('*', 'some/page');
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';
    return {
      method: route.method as InjectOptions['method'],
      url,
      ...(sample.query ? { query: sample.query } : {}),
      ...(withBody ? { payload: (sample.body ?? {}) as object } : {}),
      headers: token ? { token } : {},
    };
  }

  async function rolesOf(actor: Actor): Promise<string[]> {
    if (actor === 'anonymous') return [];
    const [account] = await app.db.select().from(accounts).where(eq(accounts.username, actor));
    return account ? loadEffectiveRoles(app.db, account) : [];
  }

  function holds(access: Access, roles: readonly string[]): boolean {
    if (access === 'public' || access === 'signed-in') return true;
    const needed: readonly string[] = typeof access === 'string' ? [access] : access;
    return needed.some((role) => roles.includes(role));
  }

  /**
   * Counts every row written to a table of this database (a row trigger on each table moves a sequence, which
   * no rollback moves back), so a refused call is checked by reading one number rather than digesting tables.
   */
  async function countWrites(): Promise<void> {
    const tables = rowsOf<{ name: string }>(
      await app.db.execute(sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`),
    ).map((row) => row.name);
    await app.db.execute(sql`create sequence if not exists walk_writes`);
    await app.db.execute(sql`create or replace function walk_count_write() returns trigger language plpgsql
      as $$ begin perform nextval('walk_writes'); return null; end $$`);
    for (const table of tables) {
      await app.db.execute(sql`create or replace trigger walk_writes after insert or update or delete
        on ${sql.identifier(table)} for each row execute function walk_count_write()`);
    }
  }

  async function writesSoFar(): Promise<number> {
    const [row] = rowsOf<{ count: string }>(
      await app.db.execute(
        sql`select (case when is_called then last_value else 0 end)::text as count from walk_writes`,
      ),
    );
    return Number(row!.count);
  }

  const walked = new Set<string>();

  describe('authorization walk', () => {
    beforeAll(countWrites);

    it('has routes to walk, each declaring who may call it', () => {
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    });

    for (const [index, route] of routes.entries()) {
      // Forwarded calls share their URL (POST /api/forwarding/admin); the route they carry tells them apart.
      const carried = (route.sample?.().body as { route?: unknown } | undefined)?.route;
      const name = `${route.method} ${route.url}${typeof carried === 'string' ? ` ${carried}` : ''}`;
      for (const actor of ACTORS) {
        it(`${name} as ${actor}`, async () => {
          const access = route.access!;
          const token = actor === 'anonymous' ? undefined : await tokenFor(app, actor);
          const roles = await rolesOf(actor);
          // A sample may need more than its route: a field's own reveal role, a record's own show rule.
          const alsoNeeds = route.sample?.().alsoNeeds;
          const allowed = holds(access, roles) && (alsoNeeds === undefined || holds(alsoNeeds, roles));
          const writes = access !== 'public' && route.method !== 'GET';
          // Work an earlier call left running (a payout calculation) must not count as this call's change.
          await app.background.settled();
          const before = writes ? await writesSoFar() : undefined;
          const response = await app.inject(requestFor(route, token));
          const status = response.statusCode;
          expect(status, response.body).toBeLessThan(500);
          if (access === 'public') {
            expect(status, response.body).not.toBe(403);
          } else if (actor === 'anonymous') {
            expect(status, response.body).toBe(401);
          } else if (
            allowed &&
            status === 403 &&
            ENROL_FIRST.test(response.json<{ message: string }>().message)
          ) {
            const [account] = await app.db.select().from(accounts).where(eq(accounts.username, actor));
            expect(account?.twoFactorEnabled, 'refused for two-factor, but enrolled').toBe(false);
          } else if (allowed && actor === 'manager' && status === 403) {
            expect(response.json<{ message: string }>().message).toMatch(ACTING_ABOVE);
          } else if (allowed) {
            expect([401, 403], response.body).not.toContain(status);
          } else {
            expect(status, response.body).toBe(403);
          }
          if (before !== undefined && (status === 401 || status === 403)) {
            expect(await writesSoFar(), `${name} refused for ${actor} but wrote rows`).toBe(before);
          }
          walked.add(`${index} ${actor}`);
        });
      }
    }

    it('walked every route of its part of the route table with every actor', () => {
      expect(walked.size).toBe(routes.length * ACTORS.length);
    });
  });
}
