interface SettingBase {
  /** Where the setting shows on the page. */
  group: string;
  label: string;
  description: string;
  /** The environment variable that replaces the built-in default (a stored value still wins over it). */
  envVar?: string;
}

/** A whole number between `min` and `max`, shown with its unit. */
export interface IntegerSetting extends SettingBase {
  type: 'integer';
  min: number;
  max: number;
  unit: string;
  default: number;
}

/** A length of time, stored in milliseconds. */
export interface DurationSetting extends SettingBase {
  type: 'duration';
  min: number;
  max: number;
  default: number;
}

export interface BooleanSetting extends SettingBase {
  type: 'boolean';
  default: boolean;
}

/**
 * Text, at most `maxLength` long, matching `pattern` when one is set; `patternHint` says what it allows in words
 * ('capital letters only'), shown as the type and in the refusal ('must be capital letters only').
 */
export interface StringSetting extends SettingBase {
  type: 'string';
  maxLength: number;
  pattern?: string;
  patternHint?: string;
  default: string;
}

export interface EnumSetting extends SettingBase {
  type: 'enum';
  options: readonly [string, ...string[]];
  default: string;
}

/** One entry of the settings catalogue (contract/tech/settingsCatalogue.ts). */
export type SettingsDefinition =
  IntegerSetting | DurationSetting | BooleanSetting | StringSetting | EnumSetting;
