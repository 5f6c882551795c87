import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';

type Value = number | boolean | string | null;

const number = (value: number) => value.toLocaleString('en');

/** A duration in milliseconds as people read it: '5,000 ms (5 s)', '500 ms'. */
function durationText(ms: number): string {
  if (ms < 1000) return `${number(ms)} ms`;
  const seconds = ms / 1000;
  return `${number(ms)} ms (${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s)`;
}

/**
 * One value of a setting as the page shows it, with its unit; null (in a history line) is the default.
 *
 * @example
 * valueText(SETTINGS_CATALOGUE['postbacks.timeout'], 5000); // '5,000 ms (5 s)'
 */
export function valueText(definition: SettingsDefinition, value: Value): string {
  if (value === null) return 'the default';
  switch (definition.type) {
    case 'integer':
      return typeof value === 'number' ? `${number(value)} ${definition.unit}` : String(value);
    case 'duration':
      return typeof value === 'number' ? durationText(value) : String(value);
    case 'boolean':
      return value === true ? 'On' : value === false ? 'Off' : String(value);
    default:
      return value === '' ? '(empty)' : String(value);
  }
}

/**
 * What a setting takes, in words: 'Whole number, 0 to 100,000 recipients/s', 'One of: info, warn'.
 *
 * @example
 * typeText(SETTINGS_CATALOGUE['lists.countCap']); // 'Whole number, 1 to 1,000,000 rows'
 */
export function typeText(definition: SettingsDefinition): string {
  switch (definition.type) {
    case 'integer':
      return `Whole number, ${number(definition.min)} to ${number(definition.max)} ${definition.unit}`;
    case 'duration':
      return `Duration, ${number(definition.min)} to ${number(definition.max)} ms`;
    case 'boolean':
      return 'On or off';
    case 'enum':
      return `One of: ${definition.options.join(', ')}`;
    case 'string':
      return definition.patternHint
        ? `Text, ${definition.patternHint}`
        : `Text, at most ${number(definition.maxLength)} characters`;
  }
}
