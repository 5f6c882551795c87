import type { SETTINGS_CATALOGUE, SettingsKey } from './settingsCatalogue';

type ValueOf<D> = D extends { type: 'integer' | 'duration' }
  ? number
  : D extends { type: 'boolean' }
    ? boolean
    : D extends { type: 'enum'; options: readonly (infer O)[] }
      ? O
      : string;

/** The type of one setting's value, from its catalogue entry: `SettingsValue<'lists.countCap'>` is a number. */
export type SettingsValue<K extends SettingsKey> = ValueOf<(typeof SETTINGS_CATALOGUE)[K]>;
