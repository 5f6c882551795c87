import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { partners, whitelabelSites } from '../../db/schema/platform';
import { chatSessions, payments } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { ApiError } from '../../http/ApiError';
import type { ApiRecord, ResourceHooks } from '../../resources/ServedResource';
import { claimOwnCode, movePartnerCode } from './partnerCodeMoves';

type Totals = Map<number, number>;

/** Per partner, a sum over the members registered on its sites (chat seconds, payment cents). */
async function perPartner(db: Db, siteIds: number[], total: 'seconds' | 'cents'): Promise<Totals> {
  if (siteIds.length === 0) return new Map();
  const rows =
    total === 'seconds'
      ? await db
          .select({
            partner: whitelabelSites.partner,
            sum: sql<string>`sum(${chatSessions.durationSeconds})`,
          })
          .from(chatSessions)
          .innerJoin(members, eq(members.id, chatSessions.member))
          .innerJoin(whitelabelSites, eq(whitelabelSites.id, members.whitelabel))
          .where(inArray(members.whitelabel, siteIds))
          .groupBy(whitelabelSites.partner)
      : await db
          .select({ partner: whitelabelSites.partner, sum: sql<string>`sum(${payments.amount})` })
          .from(payments)
          .innerJoin(members, eq(members.id, payments.member))
          .innerJoin(whitelabelSites, eq(whitelabelSites.id, members.whitelabel))
          .where(inArray(members.whitelabel, siteIds))
          .groupBy(whitelabelSites.partner);
  return new Map(rows.flatMap((row) => (row.partner === null ? [] : [[row.partner, Number(row.sum ?? 0)]])));
}

/** The tables whose rows still name the partner (its sites, blacklabels, codes…), with how many rows each. */
async function holdersOf(db: Db, id: number): Promise<string[]> {
  const keys = rowsOf<{ tbl: string; col: string }>(
    await db.execute(sql`
      select c.relname as tbl, a.attname as col
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and k.confrelid = 'partners'::regclass`),
  );
  const holders: string[] = [];
  for (const { tbl, col } of keys) {
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${id}`,
      ),
    );
    const n = counted?.n ?? 0;
    if (n > 0) holders.push(`${n} ${tbl.replace(/_/g, ' ')}`);
  }
  return holders;
}

/**
 * Partners beyond CRUD: the password is write-only (its Argon2id hash is stored); details show the partner code
 * of the record (its `partner_code` column); each record gets its whitelabel sites (`siteCount`, `sites`, the
 * first as its `whitelabel` part), the chat `minutes` and the `revenue` (cents) of the members of those sites;
 * a partner that other records still name is not removed. A new own code another partner holds is refused, and
 * a changed code keeps its history (partnerCodeMoves).
 */
export const partnerHooks: ResourceHooks<typeof partners.$inferSelect> = {
  toColumns: async (input, { app }) =>
    typeof input.password === 'string'
      ? { passwordHash: await hashPassword(input.password, app.config.argon2) }
      : {},
  beforeWrite: async ({ tx }, { op, id, input }) => {
    if (op !== 'delete' && typeof input.partnerCode === 'string')
      await claimOwnCode(tx, input.partnerCode, id);
    if (op !== 'delete' || id === undefined) return;
    const holders = await holdersOf(tx, id);
    if (holders.length > 0)
      throw new ApiError(
        409,
        'CONFLICT',
        `This partner still has ${holders.join(', ')}: move or remove them first.`,
      );
  },
  afterWrite: async ({ tx }, { op, id, input, before }) => {
    const code = input.partnerCode;
    if (op === 'delete' || id === undefined || typeof code !== 'string' || code === before?.partnerCode)
      return;
    await movePartnerCode(tx, id, before?.partnerCode as string | undefined, code);
  },
  enrich: async (db, records) => {
    const ids = records.map((record) => record.id as number);
    const sites = await db
      .select()
      .from(whitelabelSites)
      .where(inArray(whitelabelSites.partner, ids))
      .orderBy(asc(whitelabelSites.id));
    const siteIds = sites.map((site) => site.id);
    const seconds = await perPartner(db, siteIds, 'seconds');
    const cents = await perPartner(db, siteIds, 'cents');
    for (const record of records) {
      const id = record.id as number;
      record.details = { ...(record.details as ApiRecord | null), partnerCode: record.partnerCode };
      const own = sites.filter((site) => site.partner === id);
      record.siteCount = own.length;
      record.sites = own.map((site) => site.name).join(', ');
      const first = own[0];
      record.whitelabel = first
        ? { id: first.id, name: first.name, tt_productGroup: first.productGroup }
        : null;
      record.minutes = Math.round((seconds.get(id) ?? 0) / 60);
      record.revenue = cents.get(id) ?? 0;
    }
  },
};
