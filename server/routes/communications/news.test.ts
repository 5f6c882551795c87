import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  norole = testClient(app, await tokenFor(app, 'norole'));
});

type News = {
  id: number;
  publishedNow: boolean;
  publishFrom: string;
  publishUntil: string | null;
  version: number;
};

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const item = (values: Record<string, unknown>) => ({
  title: 'Holiday support hours',
  body: 'Support is open every day.',
  audience: 'performers',
  publishFrom: at(-1),
  ...values,
});

describe('news', () => {
  it('says which items are published now', async () => {
    const live = await admin.post<News>('/api/news', item({ publishUntil: at(1) }));
    expect(live.status).toBe(200);
    expect(live.body.publishedNow).toBe(true);
    const forGood = await admin.post<News>('/api/news', item({}));
    expect(forGood.body.publishedNow).toBe(true);
    const scheduled = await admin.post<News>('/api/news', item({ publishFrom: at(2) }));
    expect(scheduled.body.publishedNow).toBe(false);
    const ended = await admin.post<News>('/api/news', item({ publishFrom: at(-3), publishUntil: at(-1) }));
    expect(ended.body.publishedNow).toBe(false);
    const seeded = (await admin.get<News[]>('/api/news', { range: [0, 49] })).body;
    expect(seeded.some((news) => news.publishedNow)).toBe(true);
    expect(seeded.some((news) => !news.publishedNow)).toBe(true);
  });

  it('refuses an end that is not after the start, naming the field', async () => {
    const refused = await admin.post('/api/news', item({ publishFrom: at(1), publishUntil: at(0) }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fields: { publishUntil: 'Publish until must not be before Publish from' },
    });
    const tomorrow = at(1);
    const same = await admin.post('/api/news', item({ publishFrom: tomorrow, publishUntil: tomorrow }));
    expect(same.body).toMatchObject({ fields: { publishUntil: 'Publish until must be after Publish from' } });
    const { body: created } = await admin.post<News>('/api/news', item({ publishUntil: at(5) }));
    const moved = await admin.put(`/api/news/${created.id}`, {
      version: created.version,
      publishFrom: at(6),
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({
      fields: { publishUntil: 'Publish until must not be before Publish from' },
    });
  });

  it('is read by anyone signed in, written by performer and studio support, and audited', async () => {
    const { body: created } = await admin.post<News>('/api/news', item({}));
    expect((await norole.get(`/api/news/${created.id}`)).status).toBe(200);
    expect((await norole.post('/api/news', item({}))).status).toBe(403);
    expect((await norole.delete(`/api/news/${created.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/news/${created.id}`)).status).toBe(200);
    const history = await admin.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `news:${created.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['news.delete', 'news.create']);
  });
});
