import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { OPEN } from '../../contract/canAccess';
import { buildApp } from '../app';
import { accounts } from '../db/schema/staff';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import { serve } from './ServedResource';
import { createNotesTable, notesTable } from './testing/notesTable';

/**
 * Deny by default on data (issue 22, item 1), through the routes: personal and money data is read and changed
 * only with the roles the definitions name, masked values reveal only to their own role, and lists cannot be
 * filtered or sorted by what the caller may not see.
 */

let app: FastifyInstance;
type Client = ReturnType<typeof testClient>;
let admin: Client;
let support: Client;
let norole: Client;
let detail: Client;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
  norole = testClient(app, await tokenFor(app, 'norole'));
  await app.db
    .insert(accounts)
    .values({ username: 'detail', email: 'detail@wse.example', roles: ['SEARCH_MEMBER', 'MEMBER_DETAIL'] });
  detail = testClient(app, await tokenFor(app, 'detail'));
});

type Row = Record<string, unknown> & { id: number; version: number };
const firstMember = async () =>
  (await admin.get<{ data: Row[] }>('/api/members/overview', { perPage: 1 })).body.data[0]!;

describe('deny by default on data', () => {
  it('gives an account without roles none of the personal, bank or money data', async () => {
    const answers = await Promise.all([
      norole.get('/api/wse/users/1'),
      norole.post('/api/wse/users/1/reveal', { field: 'private.identity_ssn', reason: 'Just looking' }),
      norole.put('/api/wse/users/1', { version: 1, private: { account_iban: 'NL91ABNA0417164300' } }),
      norole.put('/api/member/update/1', { version: 1, email: 'taken@over.example' }),
      norole.get('/api/member/1'),
      norole.post('/api/reservations', {
        performer: 1,
        amount: 100,
        reason: 'Chargeback',
        until: '2030-01-01',
      }),
      norole.put('/api/reservations/1/release', { note: 'Released it' }),
      norole.get('/api/payouts/periods', { interval: 'Monthly' }),
      norole.get('/api/financial/revenue'),
      norole.get('/api/financial/vat'),
      norole.get('/api/members/credits'),
      norole.get('/api/audit', { filter: { target: 'performer:1' } }),
      norole.get('/api/wallets'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 403));
  });

  it('reveals a masked value only to the role the field names, not to whoever may open the record', async () => {
    const ssn = await support.post('/api/wse/users/1/reveal', {
      field: 'private.identity_ssn',
      reason: 'Checking the papers',
    });
    expect(ssn).toMatchObject({
      status: 403,
      body: { message: 'Revealing Social security number needs the role MEMBER_DETAIL.' },
    });
    const iban = await detail.post('/api/member/1/reveal', {
      field: 'private.account_iban',
      reason: 'Refund',
    });
    expect(iban.body).toMatchObject({ message: 'Revealing IBAN needs the role REVENUE_PLATFORM.' });
    const city = await detail.post('/api/member/1/reveal', {
      field: 'private.address_city',
      reason: 'Refund',
    });
    expect(city.status).toBe(200);
    const studio = await support.post('/api/forwarding/admin', {
      route: '/studio/1/reveal',
      payload: { field: 'details.iban', reason: 'Payout bounced' },
    });
    expect(studio.body).toMatchObject({ message: 'Revealing IBAN needs the role REVENUE_PLATFORM.' });
  });

  it('shows a member’s email and country clear to their roles only, and masked to others', async () => {
    const member = await firstMember();
    expect(member.email).toMatch(/@/);
    const seen = (await support.get<{ data: Row[] }>('/api/members/overview', { perPage: 1 })).body.data[0]!;
    expect(seen).toMatchObject({ id: member.id, email: '••••' });
    if (member.country) expect(seen.country).toBe('••••');
    const byEmail = await support.get<{ data: Row[] }>('/api/members/overview', {
      filter: { q: String(member.email) },
    });
    expect(byEmail.body.data.map((row) => row.id)).not.toContain(member.id);
    const byEmailAdmin = await admin.get<{ data: Row[] }>('/api/members/overview', {
      filter: { q: String(member.email) },
    });
    expect(byEmailAdmin.body.data.map((row) => row.id)).toContain(member.id);
  });

  it('refuses to filter or sort by what the caller may not see, naming the role', async () => {
    expect((await support.get('/api/members/overview', { filter: { country: 'NL' } })).body).toMatchObject({
      statusCode: 403,
      message: 'Filtering by Country needs the role MEMBER_GEO.',
    });
    expect((await support.get('/api/members/overview', { sort: 'email', order: 'ASC' })).body).toMatchObject({
      statusCode: 403,
      message: 'Sorting by Email needs the role MEMBER_EMAIL.',
    });
    expect((await admin.get('/api/members/overview', { filter: { country: 'NL' } })).status).toBe(200);
  });

  it('changes a member’s email only with MEMBER_EMAIL, even for one who may change the member', async () => {
    const member = await firstMember();
    const refused = await detail.put(`/api/member/update/${member.id}`, {
      version: member.version,
      email: 'someone@else.example',
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('email');
    const own = await detail.put<{ data: Row }>(`/api/member/update/${member.id}`, {
      version: member.version,
      pt1: 'Reviewed',
    });
    expect(own.status).toBe(200);
  });

  it('refuses to start with a definition that leaves money open', async () => {
    const ledger: ResourceDefinition = {
      name: 'ledger',
      label: { one: 'Entry', many: 'Entries' },
      recordRepresentation: 'title',
      icon: 'Notes',
      routes: {},
      api: { rest: '/ledger' },
      fields: [
        { source: 'title', label: 'Title', kind: 'text' },
        { source: 'priority', label: 'Amount', kind: 'money' },
      ],
      access: { list: OPEN },
    };
    const database = await testDatabase();
    try {
      await createNotesTable(database.db);
      await expect(
        buildApp({ config: testConfig(), database, resources: [serve(ledger, notesTable)] }),
      ).rejects.toThrow('ledger: list is open, but carries personal or money data (priority)');
    } finally {
      await database.close();
    }
  });
});
