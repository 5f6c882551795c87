import { count } from 'drizzle-orm';
import type { MessageAudience } from '../../../contract/messaging/messagingApi';
import type { Db } from '../../db/Db';
import { audienceFilter } from './audienceFilter';

/** How many members or performers an audience holds now. */
export async function countAudience(
  db: Db,
  audience: MessageAudience,
  includeMigrated: boolean,
): Promise<number> {
  const { table, where } = audienceFilter(audience, includeMigrated);
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return counted?.n ?? 0;
}
