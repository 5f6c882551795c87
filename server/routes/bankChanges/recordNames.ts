import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { columnOf } from '../../resources/fieldStorage';
import type { ServedResource } from '../../resources/ServedResource';

/**
 * The names of the records some changes are about (`performers:12` → 'anna'), by each resource's record
 * representation, one query per resource.
 *
 * @example
 * (await recordNames(app.db, lookup, [{ resource: 'performers', recordId: 12 }])).get('performers:12'); // 'anna'
 */
export async function recordNames(
  db: Db,
  lookup: (name: string) => ServedResource | undefined,
  records: readonly { resource: string; recordId: number }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const resource of new Set(records.map((record) => record.resource))) {
    const served = lookup(resource);
    const column = served && columnOf(served, served.definition.recordRepresentation);
    if (!served || !column) continue;
    const ids = records.filter((record) => record.resource === resource).map((record) => record.recordId);
    const rows = await db
      .select({ id: served.table.id, name: column })
      .from(served.table)
      .where(inArray(served.table.id, ids));
    for (const row of rows) names.set(`${resource}:${String(row.id)}`, String(row.name));
  }
  return names;
}
