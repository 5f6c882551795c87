import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes } from '../../contract/__fixtures__/notes';
import { buildApp } from '../app';
import { auditLog } from '../db/schema/trail';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { testClient, tokenFor } from '../test/testApp';
import { serve } from './ServedResource';
import { SERVED_RESOURCES } from './servedResources';
import { createNotesTable, notesTable } from './testing/notesTable';

/** The README's fixture resource, served from its definition and a table alone, in each call dialect. */
const restNotes = {
  ...notes,
  name: 'restNotes',
  api: { rest: '/rest-notes' },
  access: { list: [], edit: [] },
};
const forwardedNotes = {
  ...notes,
  name: 'forwardedNotes',
  api: {
    getList: { via: 'forward', method: 'POST', api: 'fixture', route: '/notes' },
    update: { via: 'forward', method: 'PUT', api: 'fixture', route: '/note/:id' },
  },
} as const;

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;

beforeAll(async () => {
  const database = await testDatabase();
  app = await buildApp({
    config: testConfig({ LIST_COUNT_CAP: '5' }),
    database,
    resources: [
      ...SERVED_RESOURCES,
      serve(notes, notesTable),
      serve(restNotes, notesTable),
      serve(forwardedNotes, notesTable),
    ],
  });
  app.addHook('onClose', () => database.close());
  await createNotesTable(app.db);
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
});
afterAll(() => app.close());

type Note = { id: number; version: number } & Record<string, unknown>;
const create = async (body: Record<string, unknown>) => {
  const response = await admin.post<{ data: Note }>('/api/notes', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

describe('a resource served from its definition', () => {
  it('creates with the form’s own validation, naming each field', async () => {
    const created = await create({
      title: 'Call the bank',
      priority: 2,
      status: 'open',
      details: { owner: 'ann' },
    });
    expect(created).toMatchObject({
      title: 'Call the bank',
      priority: 2,
      details: { owner: 'ann' },
      version: 1,
    });
    const bad = await admin.post('/api/notes', { title: '', priority: 0, status: 'later', isAdmin: true });
    expect(bad.body).toMatchObject({
      code: 'VALIDATION',
      fields: {
        title: 'Title is required',
        priority: 'Priority must be at least 1',
        status: 'Status must be one of the options',
        isAdmin: 'Unknown field',
      },
    });
    expect((await admin.post('/api/notes', { title: 'CALL THE BANK' })).body).toMatchObject({
      fields: { title: 'This title is taken' },
    });
  });

  it('lists with paging, sorting, filters (nested ones too) and ids, and reads one', async () => {
    for (const title of ['Alpha', 'Beta', 'Gamma'])
      await create({ title, status: 'done', details: { owner: 'bo' } });
    const page = await admin.get<{ data: Note[]; total: number }>('/api/notes', {
      page: 1,
      perPage: 2,
      sort: 'title',
      order: 'DESC',
      filter: { status: 'done', details: { owner: 'BO' } },
    });
    expect(page.body.data.map((note) => note.title)).toEqual(['Gamma', 'Beta']);
    expect(page.body.total).toBe(3);
    const search = await admin.get<{ data: Note[] }>('/api/notes', { filter: { q: 'amm' } });
    expect(search.body.data.map((note) => note.title)).toEqual(['Gamma']);
    const ids = page.body.data.map((note) => note.id);
    const byIds = await admin.get<{ data: Note[] }>('/api/notes', { filter: { id: ids } });
    expect(byIds.body.data).toHaveLength(2);
    expect((await admin.get('/api/notes', { filter: { colour: 'red' } })).body).toMatchObject({
      fields: { 'filter.colour': 'Unknown field' },
    });
    expect((await admin.get(`/api/note/${ids[0]}`)).body).toMatchObject({ data: { title: 'Gamma' } });
    expect((await admin.get('/api/note/999999')).status).toBe(404);
  });

  it('counts a long list only up to the cap, and says it holds more', async () => {
    for (let n = 1; n <= 8; n += 1)
      await create({ title: `Counted ${n}`, status: 'open', details: { owner: 'cap' } });
    const filter = { details: { owner: 'cap' } };
    const first = await admin.get('/api/notes', { page: 1, perPage: 2, filter });
    expect(first.body).toMatchObject({ total: 5, moreThanTotal: true });
    expect(first.body.data).toHaveLength(2);
    const deep = await admin.get('/api/notes', { page: 3, perPage: 3, filter });
    expect(deep.body).toMatchObject({ total: 8, moreThanTotal: false });
    expect(deep.body.data).toHaveLength(2);
  });

  it('updates only what was sent at the version seen, merging groups, and answers a stale version with 409', async () => {
    const note = await create({ title: 'Merge me', details: { owner: 'cy', iban: 'NL91ABNA0417164300' } });
    const first = await admin.put<{ data: Note }>('/api/notes', {
      id: note.id,
      version: 1,
      details: { owner: 'dee' },
    });
    expect(first.body.data).toMatchObject({ version: 2, details: { owner: 'dee', iban: '•••• 4300' } });
    const stale = await admin.put('/api/notes', { id: note.id, version: 1, title: 'Lost' });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', current: { title: 'Merge me', version: 2 } },
    });
    const masked = await admin.put('/api/notes', { id: note.id, version: 2, details: { iban: '•••• 4300' } });
    expect(masked.body).toMatchObject({
      fields: { 'details.iban': 'IBAN: reveal the value before changing it' },
    });
  });

  it('leaves out fields the caller may not read and refuses changes to fields it may not edit', async () => {
    const note = await create({ title: 'Guarded', secret: 'only for role editors' });
    expect(note.secret).toBe('only for role editors');
    const seen = await support.get<{ data: Note }>(`/api/note/${note.id}`);
    expect(seen.body.data).not.toHaveProperty('secret');
    const refused = await support.put('/api/notes', { id: note.id, version: 1, secret: 'mine now' });
    expect(refused).toMatchObject({
      status: 403,
      body: { fields: { secret: expect.stringContaining('EDIT_ROLES') } },
    });
    expect((await admin.get<{ data: Note }>(`/api/note/${note.id}`)).body.data.secret).toBe(
      'only for role editors',
    );
  });

  it('masks private data, reveals it only with a reason, and keeps both in the history', async () => {
    const note = await create({ title: 'Payout', details: { owner: 'eve', iban: 'NL91ABNA0417164300' } });
    expect(note.details).toEqual({ owner: 'eve', iban: '•••• 4300' });
    expect(
      (await admin.post(`/api/note/${note.id}/reveal`, { field: 'details.iban', reason: 'no' })).body,
    ).toMatchObject({
      fields: { reason: 'Give a reason of at least 5 characters' },
    });
    expect(
      (await admin.post(`/api/note/${note.id}/reveal`, { field: 'title', reason: 'Curious about it' }))
        .status,
    ).toBe(400);
    const revealed = await admin.post(`/api/note/${note.id}/reveal`, {
      field: 'details.iban',
      reason: 'Payout bounced',
    });
    expect(revealed.body).toEqual({ field: 'details.iban', value: 'NL91ABNA0417164300' });
    await admin.put('/api/notes', { id: note.id, version: 1, details: { iban: 'DE89370400440532013000' } });
    const history = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `note:${note.id}`))
      .orderBy(desc(auditLog.id));
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['note.update', { 'details.iban': { before: '•••• 4300', after: '•••• 3000' } }],
      ['note.reveal', { 'details.iban': { before: null, after: 'Revealed: Payout bounced' } }],
      ['note.create', expect.objectContaining({ title: { before: null, after: 'Payout' } })],
    ]);
  });

  it('deletes several records at once or none, with the delete role', async () => {
    const [a, b] = [await create({ title: 'Bin A' }), await create({ title: 'Bin B' })];
    expect((await support.delete('/api/notes', { filter: { id: [a.id] } })).status).toBe(403);
    const partly = await admin.delete('/api/notes', { filter: { id: [a.id, 999999] } });
    expect(partly).toMatchObject({ status: 404 });
    expect((await admin.get(`/api/note/${a.id}`)).status).toBe(200);
    expect((await admin.delete('/api/notes', { filter: { id: [a.id, b.id] } })).body).toEqual({
      data: [a.id, b.id],
    });
    expect((await admin.get(`/api/note/${b.id}`)).status).toBe(404);
  });

  it('speaks ra-data-simple-rest where the definition says `rest`', async () => {
    const list = await admin.get<Note[]>('/api/rest-notes', { range: [0, 1], sort: ['title', 'ASC'] });
    expect(list.body).toHaveLength(2);
    expect(list.headers['content-range']).toMatch(/^restNotes 0-1\/\d+$/);
    const [first] = list.body;
    const updated = await support.put<Note>(`/api/rest-notes/${first?.id}`, {
      version: first?.version,
      priority: 7,
    });
    expect(updated.body).toMatchObject({ id: first?.id, priority: 7 });
    expect((await admin.post('/api/rest-notes', { title: 'No create role declared' })).status).toBe(404);
  });

  it('serves forwarded calls through POST|PUT /forwarding/{api} with their route and payload', async () => {
    const list = await admin.post<{ data: Note[]; total: number }>('/api/forwarding/fixture', {
      route: '/notes',
      payload: { page: 1, perPage: 1, sort: 'title', order: 'ASC' },
    });
    expect(list.body.data).toHaveLength(1);
    const [note] = list.body.data;
    const updated = await admin.put<{ data: Note }>('/api/forwarding/fixture', {
      route: `/note/${note?.id}`,
      payload: { version: note?.version, priority: 3 },
    });
    expect(updated.body.data).toMatchObject({ priority: 3 });
    const nowhere = await admin.post('/api/forwarding/fixture', { route: '/nowhere' });
    expect(nowhere.status, JSON.stringify(nowhere.body)).toBe(404);
    const invalid = await admin.put('/api/forwarding/fixture', {
      route: `/note/${note?.id}`,
      payload: { priority: 'x' },
    });
    expect(invalid.body).toMatchObject({
      fields: { version: expect.any(String), priority: expect.any(String) },
    });
  });
});
