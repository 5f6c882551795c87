import { dateOrderErrors } from '../../../contract/dateOrderErrors';
import newsDefinition from '../../../resources/news';
import type { news } from '../../db/schema/communications';
import { validationError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';

const timeOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : new Date(value as string).getTime();

/**
 * News beyond CRUD: it is published from one moment until a later one (or for good), and each record says
 * whether it is published now.
 */
export const newsHooks: ResourceHooks<typeof news.$inferSelect> = {
  enrich: async (_db, records) => {
    const now = Date.now();
    for (const record of records) {
      const from = timeOf(record.publishFrom);
      const until = timeOf(record.publishUntil);
      record.publishedNow = from !== undefined && from <= now && (until === undefined || now < until);
    }
  },
  beforeWrite: async (_context, { op, input, before }) => {
    if (op === 'delete') return;
    const merged = { ...before, ...input };
    const errors = dateOrderErrors(newsDefinition.fields, merged);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // Ending as it starts would never show it.
    const from = timeOf(merged.publishFrom);
    const until = timeOf(merged.publishUntil);
    if (from !== undefined && until !== undefined && until === from)
      throw validationError({ publishUntil: 'Publish until must be after Publish from' });
  },
};
