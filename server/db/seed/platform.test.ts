import { randomBytes } from 'node:crypto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../Db';
import { migrate } from '../migrate';
import { openDatabase, type Database } from '../openDatabase';
import { blacklabels, familySites, studios, whitelabelSites } from '../schema/platform';
import { mediaItems } from '../schema/mediaQueue';
import { abuseReports, kicks } from '../schema/moderation';
import { attachments, images } from '../schema/platformMedia';
import { chatSessions, creditLedger, payments } from '../schema/platformMoney';
import { members, performers } from '../schema/platformUsers';
import { wallets } from '../schema/wallets';
import type { Choice } from '../../../contract/FieldDefinition';
import { CHOICES } from '../../../resources/choices';
import studioDefinition from '../../../resources/studios';
import { privateFields } from '../../../resources/userFields';
import { idCardImage } from '../../images/idCardImage';
import { imageSize } from '../../images/imageSize';
import { rowsOf } from '../rowsOf';
import { ibanCheckDigits } from './ibanCheckDigits';
import { seedPlatform } from './platform';

const databaseUrl = process.env.DATABASE_URL;
const ids = (choices: readonly Choice[]) => choices.map((choice) => choice.id);
const passesMod97 = (iban: string) => ibanCheckDigits(iban.slice(0, 2), iban.slice(4)) === iban.slice(2, 4);
const schema = `seed_${randomBytes(6).toString('hex')}`;

/** The seed needs an empty database of its own (test apps start from an already seeded one). */
async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let database: Database;
let db: Db;

beforeAll(async () => {
  if (databaseUrl) await onPostgres(`create schema "${schema}"`);
  database = await openDatabase(databaseUrl ? { databaseUrl, schema } : {});
  db = database.db;
  await migrate(db);
  await seedPlatform(db, { members: 3000, performers: 400 });
});

afterAll(async () => {
  await database?.close();
  if (databaseUrl) await onPostgres(`drop schema "${schema}" cascade`);
});

const total = async (table: typeof members | typeof performers | typeof studios) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

describe('seedPlatform', () => {
  it('creates the requested numbers of members and performers and 100 studios', async () => {
    expect(await total(members)).toBe(3000);
    expect(await total(performers)).toBe(400);
    expect(await total(studios)).toBe(100);
  });

  it('spreads users over several whitelabel and family sites', async () => {
    const sites = await db
      .selectDistinct({ whitelabel: members.whitelabel, family: members.family })
      .from(members);
    expect(new Set(sites.map((site) => site.whitelabel)).size).toBeGreaterThan(5);
    expect(new Set(sites.map((site) => site.family).filter(Boolean)).size).toBeGreaterThan(2);
    expect((await db.select().from(familySites)).length).toBeGreaterThan(2);
    expect((await db.select().from(whitelabelSites)).length).toBeGreaterThan(5);
  });

  it('leaves some members without a family id, as migrated accounts are', async () => {
    const [migrated] = await db.select({ n: count() }).from(members).where(isNull(members.family));
    expect(migrated?.n).toBeGreaterThan(0);
    expect(migrated?.n).toBeLessThan(3000 / 4);
  });

  it('draws the same data on every run (fixed seed)', async () => {
    const first = await db.select().from(members).orderBy(members.id).limit(2);
    expect(first.map((member) => [member.username, member.email, member.country])).toEqual([
      ['PieterLucky1', 'pieterlucky1@gmail.com', 'NL'],
      ['emma.smith2', 'emma.smith2@gmx.de', 'US'],
    ]);
  });

  it('gives every member a unique username and a plausible email', async () => {
    const [row] = await db
      .select({ distinct: sql<number>`count(distinct lower(${members.username}))::int` })
      .from(members);
    expect(row?.distinct).toBe(3000);
    const sample = await db.select({ email: members.email }).from(members).limit(50);
    for (const { email } of sample) expect(email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/);
  });

  it('does nothing when the platform is seeded already', async () => {
    await seedPlatform(db, { members: 10, performers: 10 });
    expect(await total(members)).toBe(3000);
  });

  it('gives every performer a full private part, a profile, identity pictures and a few attachments', async () => {
    const rows = await db.select().from(performers).orderBy(performers.id);
    const required = privateFields(true)
      .filter((field) => field.required)
      .map((field) => field.source);
    for (const performer of rows) {
      for (const key of required) expect(performer.private[key], `${performer.username} ${key}`).toBeTruthy();
      expect(passesMod97(String(performer.private.account_iban))).toBe(true);
      expect(performer.private.identity_front_image).toMatch(/^image:\d+$/);
      expect(performer.identity).toEqual({
        photoFrontData: performer.private.identity_front_image,
        photoBackData: performer.private.identity_back_image,
      });
      expect(performer.profile).toMatchObject({ rating: expect.any(Number), appearance: expect.any(Object) });
      expect(performer.affiliateCode).toBeTruthy();
      expect(ids(CHOICES.userState)).toContain(performer.state);
    }
    expect(new Set(rows.map((row) => row.onlineStatus))).toEqual(new Set(ids(CHOICES.onlineStatus)));
    const files = await db.select().from(attachments);
    expect(files.length).toBeGreaterThan(rows.length / 2);
    const perPerformer = new Map<number, typeof files>();
    for (const file of files)
      perPerformer.set(file.performer, [...(perPerformer.get(file.performer) ?? []), file]);
    for (const own of perPerformer.values()) {
      expect(own.length).toBeLessThanOrEqual(3);
      expect(new Set(own.map((file) => file.kind)).size).toBe(own.length);
    }
    expect(new Set(files.map((file) => file.kind))).toEqual(new Set(ids(CHOICES.attachmentKind)));
  });

  it('stores the pictures as PNGs of the size they are recorded with', async () => {
    const [all] = await db.select({ n: count() }).from(images);
    const queued = (await db.select({ n: count() }).from(mediaItems))[0]!.n;
    const logos = 1; // the one the seeded promotions share
    expect(all?.n).toBe(400 * 2 + (await db.select({ n: count() }).from(attachments))[0]!.n + queued + logos);
    expect(queued).toBe(30);
    for (const picture of await db.select().from(images).limit(30)) {
      expect(Buffer.isBuffer(picture.data)).toBe(true);
      expect(imageSize(picture.data)).toEqual({
        width: picture.width,
        height: picture.height,
        mime: picture.mime,
      });
      expect(picture.bytes).toBe(picture.data.length);
    }
    const [first] = await db.select().from(performers).orderBy(performers.id).limit(1);
    const stored = async (reference: unknown) =>
      (
        await db
          .select()
          .from(images)
          .where(eq(images.id, Number(String(reference).slice(6))))
      )[0]?.data;
    expect(await stored(first?.private.identity_front_image)).toEqual(idCardImage(1, 'front'));
    expect(await stored(first?.private.identity_back_image)).toEqual(idCardImage(1, 'back'));
  });

  it('gives members a partial private part, their sites with partner codes, and ~1% deleted', async () => {
    const rows = await db.select().from(members);
    for (const member of rows) {
      expect(member.private).toMatchObject({ gender: expect.any(String), address_city: expect.any(String) });
      expect(member.private.identity_ssn).toBeUndefined();
      expect(member.whitelabels[0]).toEqual({
        whitelabel: member.whitelabel,
        partnerCode: expect.any(String),
      });
      expect(member.affiliateCode).toBeTruthy();
      expect(ids(CHOICES.userState)).toContain(member.state);
    }
    const deleted = rows.filter((member) => member.state === 'deleted').length;
    expect(deleted).toBeGreaterThan(rows.length * 0.003);
    expect(deleted).toBeLessThan(rows.length * 0.03);
  });

  it('gives studios their users, contacts, details and meta, with account and company states apart', async () => {
    const details = studioDefinition.fields.find((field) => field.source === 'details');
    const detailKeys = details?.kind === 'group' ? details.fields.map((field) => field.source) : [];
    for (const studio of await db.select().from(studios)) {
      expect(Object.keys(studio.details).sort()).toEqual([...detailKeys].sort());
      expect(Object.keys(studio.meta).sort()).toEqual(['skypeName', 'studioWebsite']);
      expect(studio.users.length).toBeGreaterThan(0);
      expect(studio.contacts.length).toBeGreaterThan(0);
      expect(ids(CHOICES.userState)).toContain(studio.state);
      expect(ids(CHOICES.companyState)).toContain(studio.details.state);
      expect(ids(CHOICES.accountState)).toContain(studio.details.accountState);
      expect(ids(CHOICES.payoutInterval)).toContain(studio.details.payoutInterval);
      expect(passesMod97(String(studio.details.iban))).toBe(true);
    }
  });

  it('seeds 20 blacklabels over the partners', async () => {
    const rows = await db.select().from(blacklabels);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.partner)).size).toBeGreaterThan(10);
    for (const row of rows) {
      expect(ids(CHOICES.siteState)).toContain(row.state);
      for (const locale of row.locales) expect(ids(CHOICES.locale)).toContain(locale);
    }
  });

  it('keeps a credits ledger per member that never goes below zero and ends at the member’s credits', async () => {
    const check = await db.execute(sql`
      select m.id, m.credits, l.total, l.lowest, l.last
      from ${members} m
      left join lateral (
        select sum(amount)::int as total, min(balance)::int as lowest,
          (array_agg(balance order by created_at desc, id desc))[1] as last
        from ${creditLedger} where member_id = m.id
      ) l on true
      where m.credits > 0 or l.total is not null`);
    const rows = rowsOf<{ credits: number; total: number; lowest: number; last: number }>(check);
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(row.total).toBe(row.credits);
      expect(row.last).toBe(row.credits);
      expect(row.lowest).toBeGreaterThanOrEqual(0);
    }
  });

  it('books payments of every payment type and chats of every chat kind', async () => {
    const types = await db.selectDistinct({ type: payments.type }).from(payments);
    expect(types.map((row) => row.type).sort()).toEqual(ids(CHOICES.paymentType).sort());
    const kinds = await db.selectDistinct({ kind: chatSessions.kind }).from(chatSessions);
    expect(kinds.map((row) => row.kind).sort()).toEqual(ids(CHOICES.chatKind).sort());
    const [orphans] = await db
      .select({ n: count() })
      .from(payments)
      .where(
        sql`(${payments.performer} is null) <> (${payments.type} = 'provision') or ${payments.amount} <= 0`,
      );
    expect(orphans?.n).toBe(0);
  });

  it('books each payment with the studio its performer earned it with', async () => {
    const [row] = rowsOf<{ mismatched: number; withStudio: number }>(
      await db.execute(sql`select
        count(*) filter (where p.studio_id is distinct from f.studio_id)::int as mismatched,
        count(*) filter (where p.studio_id is not null)::int as "withStudio"
        from payments p join performers f on f.id = p.performer_id`),
    );
    expect(row).toMatchObject({ mismatched: 0 });
    expect(row?.withStudio).toBeGreaterThan(0);
  });

  it('offers wallets of credit bundles in each currency on existing whitelabel sites, one of them inactive', async () => {
    const rows = await db.select().from(wallets);
    const siteIds = new Set(
      (await db.select({ id: whitelabelSites.id }).from(whitelabelSites)).map((row) => row.id),
    );
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(ids(CHOICES.currency)));
    expect(rows.filter((row) => !row.active)).toHaveLength(1);
    for (const row of rows) {
      expect(row.bundles.length).toBeGreaterThan(0);
      for (const bundle of row.bundles) expect(bundle.price).toBeGreaterThan(0);
      expect(row.sites.length).toBeGreaterThan(0);
      for (const site of row.sites) expect(siteIds.has(site)).toBe(true);
    }
  });

  it('flags a few chats invalid (chat kinds only), and files abuse reports and kicks on seeded chats', async () => {
    const flagged = await db
      .select({ kind: chatSessions.kind, reason: chatSessions.invalidReason })
      .from(chatSessions)
      .where(sql`${chatSessions.invalidReason} is not null`);
    expect(new Set(flagged.map((chat) => chat.reason))).toEqual(new Set(ids(CHOICES.invalidChatReason)));
    expect(
      flagged
        .filter((chat) => chat.reason === 'too_short')
        .every((chat) => ['default', 'free', 'vip'].includes(chat.kind)),
    ).toBe(true);
    const reports = await db.select().from(abuseReports);
    expect(reports.filter((report) => report.status === 'open').length).toBeGreaterThan(0);
    expect(
      reports.filter((report) => report.status === 'resolved').every((report) => report.resolutionNote),
    ).toBe(true);
    expect((await db.select().from(kicks)).length).toBeGreaterThan(0);
  });
});
