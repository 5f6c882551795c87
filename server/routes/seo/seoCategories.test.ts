import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { whitelabelSites } from '../../db/schema/platform';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let api: ReturnType<typeof testClient>;
let site: number;

type Category = { id: number; name: string; rules: { pathPattern: string; site: number }[] };

beforeAll(async () => {
  app = await sharedTestApp();
  api = testClient(app, await tokenFor(app, 'support'));
  site = (await app.db.select({ id: whitelabelSites.id }).from(whitelabelSites).limit(1))[0]!.id;
});

const rule = (pathPattern: string) => ({ site, pathPattern, title: 'Live cams', description: 'Watch now' });

describe('SEO categories', () => {
  it('are seeded with their rules across sites, a page of them at a time', async () => {
    const list = await api.get<Category[]>('/api/seo/categories', { range: '[0,9]' });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(10);
    expect(Number(String(list.headers['content-range']).split('/')[1])).toBeGreaterThanOrEqual(20);
    const sites = new Set(list.body.flatMap((category) => category.rules.map((one) => one.site)));
    expect(sites.size).toBeGreaterThan(1);
  });

  it('take path patterns from the root whose parts are words, :name placeholders or *', async () => {
    const created = await api.post<Category>('/api/seo/categories', {
      name: 'Pattern test',
      rules: [rule('/'), rule('/girls/:tag/*'), rule('/cams/new-today/')],
    });
    expect(created.status).toBe(200);
    expect(created.body.rules.map((one) => one.pathPattern)).toEqual([
      '/',
      '/girls/:tag/*',
      '/cams/new-today/',
    ]);
    for (const wrong of ['girls', '/girls//x', '/girls/:', '/girls?page=2', '/a b'])
      expect(
        (await api.post('/api/seo/categories', { name: `Wrong ${wrong}`, rules: [rule(wrong)] })).body,
      ).toMatchObject({
        statusCode: 400,
        message: expect.stringContaining(
          'Path pattern must be a path from / whose parts are words, :name placeholders or * (such as /girls/:tag)',
        ),
      });
  });

  it('refuse a rule for a site that does not exist, naming it', async () => {
    const refused = await api.post('/api/seo/categories', {
      name: 'Nowhere',
      rules: [{ ...rule('/nowhere'), site: 999_999 }],
    });
    expect(refused.body).toMatchObject({ statusCode: 400, fields: { rules: 'Unknown site: 999999' } });
  });
});
