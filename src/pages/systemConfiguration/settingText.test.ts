import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE } from '../../../contract/tech/settingsCatalogue';
import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';
import { typeText, valueText } from './settingText';

const base = { group: 'Test', label: 'Test', description: 'A test setting.' };
const flag: SettingsDefinition = { ...base, type: 'boolean', default: false };
const level: SettingsDefinition = { ...base, type: 'enum', options: ['info', 'warn'], default: 'info' };
const code: SettingsDefinition = {
  ...base,
  type: 'string',
  maxLength: 8,
  pattern: '^[A-Z]+$',
  patternHint: 'capital letters only',
  default: 'AB',
};

describe('settingText', () => {
  it('shows a value with its unit, a duration also in seconds, and the default for null', () => {
    expect(valueText(SETTINGS_CATALOGUE['lists.countCap'], 1000)).toBe('1,000 rows');
    expect(valueText(SETTINGS_CATALOGUE['postbacks.timeout'], 5000)).toBe('5,000 ms (5 s)');
    expect(valueText(SETTINGS_CATALOGUE['postbacks.timeout'], 1500)).toBe('1,500 ms (1.5 s)');
    expect(valueText(SETTINGS_CATALOGUE['postbacks.timeout'], 500)).toBe('500 ms');
    expect(valueText(SETTINGS_CATALOGUE['postbacks.timeout'], null)).toBe('the default');
    expect(valueText(flag, true)).toBe('On');
    expect(valueText(code, '')).toBe('(empty)');
  });

  it('says in words what each type takes', () => {
    expect(typeText(SETTINGS_CATALOGUE['messaging.sendRate'])).toBe(
      'Whole number, 0 to 100,000 recipients/s',
    );
    expect(typeText(SETTINGS_CATALOGUE['postbacks.timeout'])).toBe('Duration, 500 to 30,000 ms');
    expect(typeText(flag)).toBe('On or off');
    expect(typeText(level)).toBe('One of: info, warn');
    expect(typeText(code)).toBe('Text, capital letters only');
  });
});
