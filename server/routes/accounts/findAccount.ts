import { eq } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { accounts } from '../../db/schema/staff';
import { notFound } from '../../http/ApiError';
import { accountRecords, type AccountRecord } from './accountRecords';

/**
 * One account as an API record, or 404. With `forUpdate` the row stays locked until the transaction ends.
 *
 * @example
 * const before = await findAccount(tx, 12, { forUpdate: true });
 */
export async function findAccount(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRecord> {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(`Account ${id}`);
  const [record] = await accountRecords(db, [row]);
  return record as AccountRecord;
}
