import { SETTINGS_CATALOGUE, type SettingsKey } from '../../contract/tech/settingsCatalogue';
import type { SettingsValue } from '../../contract/tech/settingsValue';
import { settingsValueSchema } from '../../contract/tech/settingsValueSchema';
import type { Db } from '../db/Db';
import { settings } from '../db/schema/settings';

/**
 * How long another instance may go on using a value changed elsewhere: each instance reads the (small) settings
 * table again at most this often, on the first `get` after it has passed.
 */
export const SETTINGS_REFRESH_MS = 2000;

export type SettingsDefaults = { [K in SettingsKey]: SettingsValue<K> };
/** Every setting's value in force, checked once per read rather than on every `get`. */
type Values = Map<SettingsKey, SettingsValue<SettingsKey>>;

/**
 * The settings as the server reads them (`app.settings`): a stored value (System configuration) wins over the
 * default, which is the environment variable's value where the catalogue names one, else the catalogue's. A write
 * in this instance clears the cache, so it takes effect here at once; other instances read it within
 * SETTINGS_REFRESH_MS.
 *
 * @example
 * const cap = await app.settings.get('lists.countCap'); // a number
 */
export class Settings {
  private cached: { at: number; values: Promise<Values> } | null = null;

  constructor(
    private readonly db: Db,
    readonly defaults: SettingsDefaults,
    private readonly refreshMs = SETTINGS_REFRESH_MS,
  ) {}

  async get<K extends SettingsKey>(key: K): Promise<SettingsValue<K>> {
    return (await this.values()).get(key) as SettingsValue<K>;
  }

  /** The value in force for a stored one (null or undefined: none stored). */
  resolve<K extends SettingsKey>(key: K, stored: unknown): SettingsValue<K> {
    // A value stored before the catalogue narrowed its limits is not used: the default is.
    const valid = settingsValueSchema(SETTINGS_CATALOGUE[key]).safeParse(stored);
    return valid.success ? (valid.data as SettingsValue<K>) : this.defaults[key];
  }

  /** Forgets the cached values, after a write in this instance. */
  invalidate(): void {
    this.cached = null;
  }

  private values(): Promise<Values> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.refreshMs) {
      const values = this.read();
      this.cached = { at: now, values };
      // A failed read is not kept: the next `get` tries again.
      values.catch(() => this.invalidate());
    }
    return this.cached.values;
  }

  private async read(): Promise<Values> {
    const rows = await this.db.select({ key: settings.key, value: settings.value }).from(settings);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const keys = Object.keys(SETTINGS_CATALOGUE) as SettingsKey[];
    return new Map(keys.map((key) => [key, this.resolve(key, stored.get(key))]));
  }
}
