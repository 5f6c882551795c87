import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE } from './settingsCatalogue';
import type { SettingsDefinition } from './settingsDefinition';
import { settingsValueSchema } from './settingsValueSchema';

const base = { group: 'Test', label: 'Test', description: 'A test setting.' };
const problem = (definition: SettingsDefinition, value: unknown) => {
  const parsed = settingsValueSchema(definition).safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('settingsValueSchema', () => {
  it('takes whole numbers within the limits, naming the limit and unit it breaks', () => {
    const cap = SETTINGS_CATALOGUE['lists.countCap'];
    expect(problem(cap, 1)).toBeNull();
    expect(problem(cap, 0)).toBe('must be at least 1 rows');
    expect(problem(cap, 1_000_001)).toBe('must be at most 1000000 rows');
    expect(problem(cap, 2.5)).toBe('must be a whole number');
    expect(problem(cap, '5')).toBe('must be a number');
    expect(problem(SETTINGS_CATALOGUE['postbacks.timeout'], 100)).toBe('must be at least 500 ms');
  });

  it('takes on/off, one of the options, and text matching its pattern', () => {
    const flag: SettingsDefinition = { ...base, type: 'boolean', default: false };
    expect(problem(flag, true)).toBeNull();
    expect(problem(flag, 'yes')).toBe('must be on or off (true or false)');
    const level: SettingsDefinition = { ...base, type: 'enum', options: ['info', 'warn'], default: 'info' };
    expect(problem(level, 'warn')).toBeNull();
    expect(problem(level, 'debug')).toBe('must be one of info, warn');
    const code: SettingsDefinition = {
      ...base,
      type: 'string',
      maxLength: 4,
      pattern: '^[A-Z]+$',
      patternHint: 'capital letters only',
      default: 'AB',
    };
    expect(problem(code, 'ABC')).toBeNull();
    expect(problem(code, 'abc')).toBe('must be capital letters only');
    expect(problem(code, 'ABCDE')).toBe('must be at most 4 characters');
  });

  it('has a valid default for every setting of the catalogue', () => {
    for (const [key, definition] of Object.entries(SETTINGS_CATALOGUE))
      expect(problem(definition, definition.default), key).toBeNull();
  });
});
