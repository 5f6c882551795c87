import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../db/schema/settings';
import { sharedTestApp } from '../test/testApp';
import { changeSetting } from './changeSetting';
import { Settings, SETTINGS_REFRESH_MS } from './Settings';
import { settingsDefaults } from './settingsDefaults';

const app = await sharedTestApp();
const actor = { id: 1, username: 'admin' };

afterEach(async () => {
  vi.useRealTimers();
  await app.db.delete(settings);
  app.settings.invalidate();
});

describe('Settings', () => {
  it('falls back to the environment’s value, then the catalogue’s, and a stored value wins over both', async () => {
    const fromEnv = new Settings(app.db, settingsDefaults({ ...app.config, listCountCap: 77 }));
    expect(await fromEnv.get('lists.countCap')).toBe(77);
    expect(await fromEnv.get('postbacks.timeout')).toBe(5000);
    await changeSetting(app.db, fromEnv, { key: 'lists.countCap', value: 12, version: 0, actor });
    expect(await fromEnv.get('lists.countCap')).toBe(12);
  });

  it('takes a change made by another instance within the refresh time, and one of its own at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const here = new Settings(app.db, settingsDefaults(app.config));
    const elsewhere = new Settings(app.db, settingsDefaults(app.config));
    expect(await elsewhere.get('postbacks.timeout')).toBe(5000);

    await changeSetting(app.db, here, { key: 'postbacks.timeout', value: 900, version: 0, actor });
    expect(await here.get('postbacks.timeout')).toBe(900);
    expect(await elsewhere.get('postbacks.timeout')).toBe(5000);
    vi.advanceTimersByTime(SETTINGS_REFRESH_MS + 1);
    expect(await elsewhere.get('postbacks.timeout')).toBe(900);
  });

  it('uses the default for a stored value the catalogue no longer allows', async () => {
    await app.db
      .insert(settings)
      .values({ key: 'postbacks.maxAnswerBytes', value: 'a lot', updatedBy: 'admin' });
    const store = new Settings(app.db, settingsDefaults(app.config));
    expect(await store.get('postbacks.maxAnswerBytes')).toBe(64 * 1024);
  });
});
