import { inArray } from 'drizzle-orm';
import type { postbackLog } from '../../db/schema/postbacks';
import { postbacks } from '../../db/schema/postbacks';
import type { ResourceHooks } from '../../resources/ServedResource';
import { addPartnerNames } from './postbackHooks';

/** The log's rows with their postback's partner and event (none for a postback deleted since). */
export const postbackLogHooks: ResourceHooks<typeof postbackLog.$inferSelect> = {
  enrich: async (db, records) => {
    const ids = [...new Set(records.map((record) => record.postback).filter(Number.isInteger))] as number[];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ id: postbacks.id, partner: postbacks.partner, event: postbacks.event })
            .from(postbacks)
            .where(inArray(postbacks.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const record of records) {
      const postback = byId.get(record.postback as number);
      record.partner = postback?.partner ?? null;
      record.event = postback?.event ?? null;
    }
    await addPartnerNames(db, records);
    for (const record of records) {
      delete record.partner;
      delete record.partnerCode;
    }
  },
};
