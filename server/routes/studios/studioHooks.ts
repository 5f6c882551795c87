import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { whitelabelSites } from '../../db/schema/platform';
import type { ResourceHooks } from '../../resources/ServedResource';

/**
 * Studios beyond CRUD: the password is write-only (stored as its Argon2id hash, never sent back), and the
 * whitelabel part is read from the studio's whitelabel site.
 */
export const studioHooks: ResourceHooks = {
  toColumns: async (input, { app }) =>
    typeof input.password === 'string'
      ? { passwordHash: await hashPassword(input.password, app.config.argon2) }
      : {},
  enrich: async (db, records) => {
    const ids = records.flatMap((record) =>
      typeof record.whitelabel === 'number' ? [record.whitelabel] : [],
    );
    const sites =
      ids.length === 0 ? [] : await db.select().from(whitelabelSites).where(inArray(whitelabelSites.id, ids));
    for (const record of records) {
      const site = sites.find((candidate) => candidate.id === record.whitelabel);
      record.whitelabel = site ? { id: site.id, name: site.name, tt_productGroup: site.productGroup } : null;
    }
  },
};
