import { eq } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { groups } from '../../db/schema/staff';
import { notFound } from '../../http/ApiError';
import { groupRecords, type GroupRecord } from './groupRecords';

/** One group as an API record, or 404; with `forUpdate` the row stays locked until the transaction ends. */
export async function findGroup(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<GroupRecord> {
  const query = db.select().from(groups).where(eq(groups.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(`Group ${id}`);
  const [record] = await groupRecords(db, [row]);
  return record as GroupRecord;
}
