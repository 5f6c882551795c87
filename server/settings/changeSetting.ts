import { and, eq } from 'drizzle-orm';
import { SETTINGS_CATALOGUE, type SettingsKey } from '../../contract/tech/settingsCatalogue';
import type { Db } from '../db/Db';
import { settingHistory, settings } from '../db/schema/settings';
import { conflict } from '../http/ApiError';
import { writeAudit } from '../trail/writeAudit';
import { writeSysLog } from '../trail/writeSysLog';
import type { Settings } from './Settings';
import { settingsViewOf } from './settingsViewOf';

type Value = number | boolean | string;

interface Change {
  key: SettingsKey;
  /** The new value, already checked against the setting's type; null goes back to the default. */
  value: Value | null;
  /** The version the editor read; another is a 409 with the setting as it is now. */
  version: number;
  actor: { id: number; username: string };
}

/**
 * Stores one setting's new value (or its reset) for the version read, with its history line, audit entry and
 * a system-log line in one transaction, then clears this instance's cache so the change takes effect at once.
 * Storing the value in force again changes nothing. Answers whether it changed.
 *
 * @example
 * await changeSetting(app.db, app.settings, { key: 'lists.countCap', value: 500, version: 0, actor });
 */
export async function changeSetting(db: Db, store: Settings, change: Change): Promise<boolean> {
  const { key, value, version, actor } = change;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, key));
    if ((row?.version ?? 0) !== version) return 'stale';
    const old = row?.value ?? null;
    if (old === value) return 'unchanged';

    const values = { value, updatedById: actor.id, updatedBy: actor.username, updatedAt: new Date() };
    const written = row
      ? await tx
          .update(settings)
          .set({ ...values, version: version + 1 })
          .where(and(eq(settings.key, key), eq(settings.version, version)))
          .returning()
      : await tx
          .insert(settings)
          .values({ key, ...values })
          .onConflictDoNothing()
          .returning();
    if (written.length === 0) return 'stale';

    await tx.insert(settingHistory).values({ key, old, new: value, byId: actor.id, by: actor.username });
    await writeAudit(tx, {
      actor,
      action: value === null ? 'setting.reset' : 'setting.update',
      target: `setting:${key}`,
      before: { value: old },
      after: { value },
    });
    const label = SETTINGS_CATALOGUE[key].label;
    await writeSysLog(tx, {
      level: 'info',
      source: 'settings',
      message:
        value === null
          ? `${actor.username} reset ${label} (${key}) to its default`
          : `${actor.username} set ${label} (${key}) to ${JSON.stringify(value)}`,
      meta: { key, old, new: value },
    });
    return 'changed';
  });
  store.invalidate();
  if (outcome === 'stale') {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    throw conflict(settingsViewOf(store, key, row));
  }
  return outcome === 'changed';
}
