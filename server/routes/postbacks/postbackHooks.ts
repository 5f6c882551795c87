import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { partners } from '../../db/schema/platform';
import { postbacks } from '../../db/schema/postbacks';
import { validationError } from '../../http/ApiError';
import type { ApiRecord, ResourceHooks } from '../../resources/ServedResource';

/** Each record's partner name and code, read for a page of records at once. */
export async function addPartnerNames(db: Db, records: ApiRecord[], key = 'partner'): Promise<void> {
  const ids = [...new Set(records.map((record) => record[key]).filter(Number.isInteger))] as number[];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: partners.id, name: partners.name, code: partners.partnerCode })
    .from(partners)
    .where(inArray(partners.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const record of records) {
    const partner = byId.get(record[key] as number);
    record.partnerName = partner?.name ?? null;
    record.partnerCode = partner?.code ?? null;
  }
}

/**
 * Postbacks beyond CRUD: the partner's name and code beside its id (a postback manager need not see partners),
 * and one URL per partner and event, refused at the event field.
 */
export const postbackHooks: ResourceHooks<typeof postbacks.$inferSelect> = {
  enrich: (db, records) => addPartnerNames(db, records),
  beforeWrite: async ({ tx }, { op, id, input, before }) => {
    if (op === 'delete') return;
    const partner = (input.partner ?? before?.partner) as number | undefined;
    const event = (input.event ?? before?.event) as string | undefined;
    if (partner === undefined || event === undefined) return;
    const [taken] = await tx
      .select({ id: postbacks.id })
      .from(postbacks)
      .where(
        and(
          eq(postbacks.partner, partner),
          eq(postbacks.event, event),
          id === undefined ? undefined : ne(postbacks.id, id),
        ),
      );
    if (taken)
      throw validationError({ event: `This partner has a postback for this event already (#${taken.id})` });
  },
};
