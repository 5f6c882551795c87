import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import type { SettingsView } from '../../../contract/tech/settingsApi';
import { settingHistory, settings } from '../../db/schema/settings';
import { members } from '../../db/schema/platformUsers';
import { waitForJob } from '../../jobs/waitForJob';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));

afterAll(async () => {
  await app.db.delete(settings);
  await app.db.delete(settingHistory);
  app.settings.invalidate();
});

/** One mass message to the members of a seeded member's site, country and state: what its progress reported. */
async function sendAndFollow(audience: MessageAudience, expectedCount: number) {
  const reported: number[] = [];
  const follow = (job: JobView) => void reported.push(job.done);
  app.events.on('job-progress', follow);
  try {
    const started = await admin.post<{ job: JobView }>('/api/messaging/send', {
      audience,
      subject: 'Paced by the setting',
      body: 'Hello',
      expectedCount,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const ended = await waitForJob(app.events, app.jobs, started.body.job.id);
    expect(ended).toMatchObject({ status: 'done', done: expectedCount });
    return [...new Set(reported)];
  } finally {
    app.events.off('job-progress', follow);
  }
}

describe('the mass-message send rate setting', () => {
  it('paces the next mass message, without a restart', async () => {
    const [sample] = await app.db
      .select()
      .from(members)
      .where(sql`${members.family} is not null`)
      .limit(1);
    const audience: MessageAudience = {
      recipients: 'members',
      site: sample!.whitelabel,
      country: sample!.country.toUpperCase(),
      state: sample!.state as MessageAudience['state'],
    };
    const { count } = (await admin.post<{ count: number }>('/api/messaging/count', { audience })).body;
    expect(count).toBeGreaterThan(1);

    // As fast as the database goes: one page for everyone.
    expect(await sendAndFollow(audience, count)).not.toContain(Math.ceil(count / 2));

    const rate = Math.ceil(count / 2);
    const { data } = (await admin.get<{ data: SettingsView[] }>('/api/wse/configuration')).body;
    const { version } = data.find((setting) => setting.key === 'messaging.sendRate')!;
    await admin.put('/api/wse/configuration/messaging.sendRate', { value: rate, version });
    // A second's worth of recipients a page: half of them, then the rest.
    expect(await sendAndFollow(audience, count)).toContain(rate);
  });
});
