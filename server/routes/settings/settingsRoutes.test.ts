import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SettingsChange, SettingsView } from '../../../contract/tech/settingsApi';
import type { SettingsChanged } from '../../../contract/tech/settingsChanged';
import { SETTINGS_CATALOGUE } from '../../../contract/tech/settingsCatalogue';
import { settingHistory, settings } from '../../db/schema/settings';
import { accounts } from '../../db/schema/staff';
import { auditLog, sysLog } from '../../db/schema/trail';
import { connectTestClient } from '../../realtime/test/connectTestClient';
import { nextEvent } from '../../realtime/test/nextEvent';
import { sharedTestServer } from '../../realtime/test/sharedTestServer';
import { testClient, tokenFor } from '../../test/testApp';

const { app, url } = await sharedTestServer();
const admin = testClient(app, await tokenFor(app, 'admin'));
await app.db
  .insert(accounts)
  .values({ username: 'settings-reader', email: 'settings-reader@wse.example', roles: [] })
  .onConflictDoNothing();
const noRoles = testClient(app, await tokenFor(app, 'settings-reader'));

const list = async (client = admin) =>
  (await client.get<{ data: SettingsView[] }>('/api/wse/configuration')).body.data;
const one = async (key: string) => (await list()).find((setting) => setting.key === key)!;
const history = async (key: string) =>
  (await admin.get<{ data: SettingsChange[] }>(`/api/wse/configuration/${key}/history`)).body.data;

afterAll(async () => {
  // The shared app's next file starts on the seeded data: no setting of this file may outlive it.
  await app.db.delete(settings);
  await app.db.delete(settingHistory);
  app.settings.invalidate();
});

describe('system configuration', () => {
  it('lists every catalogue setting at its default for any signed-in account, none for anonymous', async () => {
    const data = await list(noRoles);
    expect(data.map((setting) => setting.key)).toEqual(Object.keys(SETTINGS_CATALOGUE));
    expect(data.find((setting) => setting.key === 'postbacks.timeout')).toEqual({
      key: 'postbacks.timeout',
      value: 5000,
      default: 5000,
      isDefault: true,
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    expect((await testClient(app).get('/api/wse/configuration')).status).toBe(401);
    expect(
      (await testClient(app).put('/api/wse/configuration/postbacks.timeout', { value: 900, version: 0 }))
        .status,
    ).toBe(401);
  });

  it('changes a setting for the version read, with its history, audit entry and system-log line', async () => {
    const changed = await noRoles.put<SettingsView>('/api/wse/configuration/postbacks.timeout', {
      value: 4000,
      version: 0,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      value: 4000,
      default: 5000,
      isDefault: false,
      version: 1,
      updatedBy: 'settings-reader',
      updatedAt: expect.any(String),
    });
    expect(await app.settings.get('postbacks.timeout')).toBe(4000);
    const again = await admin.put<SettingsView>('/api/wse/configuration/postbacks.timeout', {
      value: 3000,
      version: 1,
    });
    expect(again.body).toMatchObject({ value: 3000, version: 2, updatedBy: 'admin' });
    expect(await one('postbacks.timeout')).toMatchObject({ value: 3000, version: 2, updatedBy: 'admin' });

    const changes = await history('postbacks.timeout');
    expect(changes.map(({ old, new: now, by }) => ({ old, new: now, by }))).toEqual([
      { old: 4000, new: 3000, by: 'admin' },
      { old: null, new: 4000, by: 'settings-reader' },
    ]);
    expect(Date.parse(changes[0]!.at)).not.toBeNaN();
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, 'setting:postbacks.timeout'), eq(auditLog.actor, 'admin')));
    expect(audited.map((entry) => [entry.action, entry.changes])).toEqual([
      ['setting.update', { value: { before: 4000, after: 3000 } }],
    ]);
    const logged = await app.db.select().from(sysLog).where(eq(sysLog.source, 'settings'));
    expect(logged.map((line) => line.message)).toContain(
      'admin set Postback timeout (postbacks.timeout) to 3000',
    );
  });

  it('tells every signed-in socket which setting changed and who changed it', async () => {
    const socket = await connectTestClient(url, await tokenFor(app, 'settings-reader'));
    try {
      const heard = nextEvent<SettingsChanged>(socket, 'settings-changed');
      const before = await one('postbacks.timeout');
      await admin.put('/api/wse/configuration/postbacks.timeout', { value: 7000, version: before.version });
      expect(await heard).toEqual({ key: 'postbacks.timeout', by: 'admin' });
    } finally {
      socket.close();
    }
  });

  it('answers a stale version with 409 and the setting as it is now, changing nothing', async () => {
    const before = await one('postbacks.maxAnswerBytes');
    const first = await admin.put('/api/wse/configuration/postbacks.maxAnswerBytes', {
      value: 2048,
      version: before.version,
    });
    expect(first.status).toBe(200);
    const stale = await noRoles.put<{ current: SettingsView }>(
      '/api/wse/configuration/postbacks.maxAnswerBytes',
      { value: 4096, version: before.version },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      value: 2048,
      version: before.version + 1,
      updatedBy: 'admin',
    });
    expect(await app.settings.get('postbacks.maxAnswerBytes')).toBe(2048);
    expect(await history('postbacks.maxAnswerBytes')).toHaveLength(1);
  });

  it('refuses a value of the wrong type or out of range with a 400 naming the setting and why', async () => {
    const cases: [unknown, string][] = [
      ['fast', 'must be a number'],
      [1.5, 'must be a whole number'],
      [0, 'must be at least 1 rows'],
      [2_000_000, 'must be at most 1000000 rows'],
      [null, 'must be a number'],
    ];
    for (const [value, why] of cases) {
      const refused = await admin.put('/api/wse/configuration/lists.countCap', { value, version: 0 });
      expect(refused.status, JSON.stringify(value)).toBe(400);
      expect(refused.body).toMatchObject({ message: `lists.countCap: ${why}`, fields: { value: why } });
    }
    expect((await admin.put('/api/wse/configuration/lists.countCap', { version: 0 })).status).toBe(400);
    const unknown = await admin.put('/api/wse/configuration/no.such', { value: 1, version: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Setting no.such does not exist.' });
    expect((await admin.get('/api/wse/configuration/no.such/history')).status).toBe(404);
    expect(await history('lists.countCap')).toEqual([]);
  });

  it('resets a setting to its default, recorded as a change to the default', async () => {
    const set = await admin.put<SettingsView>('/api/wse/configuration/messaging.sendRate', {
      value: 50,
      version: 0,
    });
    expect(await app.settings.get('messaging.sendRate')).toBe(50);
    const reset = await noRoles.post<SettingsView>('/api/wse/configuration/messaging.sendRate/reset', {
      version: set.body.version,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ value: 0, isDefault: true, version: 2, updatedBy: 'settings-reader' });
    expect(await app.settings.get('messaging.sendRate')).toBe(0);
    expect((await history('messaging.sendRate')).map((change) => [change.old, change.new])).toEqual([
      [50, null],
      [null, 50],
    ]);
    const stale = await admin.post('/api/wse/configuration/messaging.sendRate/reset', { version: 1 });
    expect(stale.status).toBe(409);
  });

  it('caps the count of every list at the stored value from the next call, without a restart', async () => {
    const page = async () =>
      (await admin.get<{ total: number; moreThanTotal: boolean }>('/api/login/accounts', { perPage: 1 }))
        .body;
    const before = await one('lists.countCap');
    await admin.put('/api/wse/configuration/lists.countCap', { value: 1, version: before.version });
    expect(await page()).toMatchObject({ total: 1, moreThanTotal: true });
    await admin.put('/api/wse/configuration/lists.countCap', { value: 2, version: before.version + 1 });
    expect(await page()).toMatchObject({ total: 2, moreThanTotal: true });
    await admin.post('/api/wse/configuration/lists.countCap/reset', { version: before.version + 2 });
    expect((await page()).moreThanTotal).toBe(false);
  });
});
