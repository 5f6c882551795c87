import { z } from 'zod';
import type { SettingsDefinition } from './settingsDefinition';

/**
 * The zod schema a value of one setting must pass, on the server (a 400 naming the setting and why) and in the
 * page's form (zodResolver), so both refuse the same values with the same words.
 *
 * @example
 * settingsValueSchema(SETTINGS_CATALOGUE['lists.countCap']).safeParse(0).success; // false: at least 1
 */
export function settingsValueSchema(definition: SettingsDefinition): z.ZodType<number | boolean | string> {
  switch (definition.type) {
    case 'integer':
    case 'duration': {
      const unit = definition.type === 'duration' ? ' ms' : ` ${definition.unit}`;
      return z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(definition.min, { error: `must be at least ${definition.min}${unit}` })
        .max(definition.max, { error: `must be at most ${definition.max}${unit}` });
    }
    case 'boolean':
      return z.boolean({ error: 'must be on or off (true or false)' });
    case 'enum':
      return z.enum(definition.options, { error: `must be one of ${definition.options.join(', ')}` });
    case 'string': {
      const text = z
        .string({ error: 'must be text' })
        .max(definition.maxLength, { error: `must be at most ${definition.maxLength} characters` });
      const { pattern, patternHint } = definition;
      return pattern === undefined
        ? text
        : text.regex(new RegExp(pattern), {
            error: patternHint ? `must be ${patternHint}` : `must match ${pattern}`,
          });
    }
  }
}
