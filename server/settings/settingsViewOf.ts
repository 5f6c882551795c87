import type { SettingsView } from '../../contract/tech/settingsApi';
import type { SettingsKey } from '../../contract/tech/settingsCatalogue';
import type { settings } from '../db/schema/settings';
import type { Settings } from './Settings';

type Row = typeof settings.$inferSelect;

/**
 * One setting as the API shows it, from its stored row (none: never changed) and the server's defaults.
 *
 * @example
 * settingsViewOf(app.settings, 'lists.countCap', row);
 */
export function settingsViewOf(store: Settings, key: SettingsKey, row: Row | undefined): SettingsView {
  return {
    key,
    value: store.resolve(key, row?.value),
    default: store.defaults[key],
    isDefault: row?.value === null || row?.value === undefined,
    version: row?.version ?? 0,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
