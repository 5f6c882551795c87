import { inArray } from 'drizzle-orm';
import type { seoCategories } from '../../db/schema/seo';
import { whitelabelSites } from '../../db/schema/platform';
import { validationError } from '../../http/ApiError';
import type { ResourceHooks } from '../../resources/ServedResource';

/** SEO categories beyond CRUD: each rule's site must exist (the engine checks references of top-level fields only). */
export const seoCategoryHooks: ResourceHooks<typeof seoCategories.$inferSelect> = {
  beforeWrite: async ({ tx }, { op, input }) => {
    if (op === 'delete' || !Array.isArray(input.rules)) return;
    const sites = [
      ...new Set((input.rules as { site?: unknown }[]).map((rule) => rule.site).filter(Number.isInteger)),
    ] as number[];
    if (sites.length === 0) return;
    const found = await tx
      .select({ id: whitelabelSites.id })
      .from(whitelabelSites)
      .where(inArray(whitelabelSites.id, sites));
    const missing = sites.filter((site) => !found.some((row) => row.id === site));
    if (missing.length > 0) throw validationError({ rules: `Unknown site: ${missing.join(', ')}` });
  },
};
