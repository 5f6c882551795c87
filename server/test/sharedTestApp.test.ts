import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountGroups, accounts, groups } from '../db/schema/staff';
import { sharedTestApp } from './sharedTestApp';
import { testFile } from './testFile';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sharedTestApp();
});

const account = async (username: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.username, username)))[0];
const memberships = () => app.db.select().from(accountGroups).orderBy(accountGroups.accountId);

describe('sharedTestApp', () => {
  it('hands the next test file the data as seeded: rows added, changed or removed, and the ids to come', async () => {
    const seeded = { admin: await account('admin'), memberships: await memberships() };
    expect(seeded.memberships.length).toBeGreaterThan(0);

    const [added] = await app.db
      .insert(accounts)
      .values({ username: 'left-by-a-file', email: 'left@wse.example' })
      .returning();
    const [group] = await app.db.select().from(groups).limit(1);
    await app.db.insert(accountGroups).values({ accountId: added!.id, groupId: group!.id });
    await app.db.update(accounts).set({ email: 'changed@wse.example' }).where(eq(accounts.username, 'admin'));
    await app.db.delete(accountGroups);

    testFile.number += 1; // as the setup file counts the next file
    expect(await sharedTestApp()).toBe(app);

    expect(await account('left-by-a-file')).toBeUndefined();
    expect(await account('admin')).toEqual(seeded.admin);
    expect(await memberships()).toEqual(seeded.memberships);
    const [again] = await app.db
      .insert(accounts)
      .values({ username: 'left-by-a-file', email: 'left@wse.example' })
      .returning();
    expect(again!.id).toBe(added!.id);
  });

  it('cannot be closed by a file, which would leave the files after it without one', () => {
    expect(() => app.close()).toThrow('The shared test app stays open for the files after this one');
  });
});
