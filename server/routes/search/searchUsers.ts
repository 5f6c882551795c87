import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { escapeLike } from '../../db/escapeLike';
import { familySites, whitelabelSites } from '../../db/schema/platform';
import { members, performers } from '../../db/schema/platformUsers';
import type { SearchResult } from './SearchResult';

export const SEARCH_LIMIT = 50;

export interface SearchUsersOptions {
  /** Leave out accounts without a family id (migrated accounts). */
  familyOnly: boolean;
}

/**
 * Searches performers or members: an exact username (any case) gives that one account; otherwise the
 * accounts whose username starts with the text (or whose email does, when the text holds an `@`), at most
 * 50, in username order, with `more` when there are further hits. Both lookups run on the `lower(col) collate "C"`
 * indexes.
 *
 * @example
 * const { hits, more } = await searchUsers(db, members, 'anna', { familyOnly: true });
 */
export async function searchUsers(
  db: Db,
  table: typeof members | typeof performers,
  text: string,
  options: SearchUsersOptions,
): Promise<{ hits: SearchResult[]; more: boolean }> {
  const needle = text.trim().toLowerCase();
  const usernameKey = sql`lower(${table.username}) collate "C"`;
  const prefixKey = needle.includes('@') ? sql`lower(${table.email}) collate "C"` : usernameKey;
  const visible = options.familyOnly ? isNotNull(table.family) : undefined;
  const find = (condition: SQL, limit: number) =>
    db
      .select({
        id: table.id,
        username: table.username,
        email: table.email,
        whitelabelWebsite: whitelabelSites.website,
        familyWebsite: familySites.website,
        familyId: table.family,
      })
      .from(table)
      .innerJoin(whitelabelSites, eq(whitelabelSites.id, table.whitelabel))
      .leftJoin(familySites, eq(familySites.id, table.family))
      .where(and(condition, visible))
      .orderBy(prefixKey)
      .limit(limit);

  const exact = await find(sql`${usernameKey} = ${needle}`, 1);
  if (exact.length > 0) return { hits: exact, more: false };
  const found = await find(sql`${prefixKey} like ${`${escapeLike(needle)}%`}`, SEARCH_LIMIT + 1);
  return { hits: found.slice(0, SEARCH_LIMIT), more: found.length > SEARCH_LIMIT };
}
