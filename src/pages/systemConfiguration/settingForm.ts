import { z } from 'zod';
import type { SettingsDefinition } from '../../../contract/tech/settingsDefinition';
import { settingsValueSchema } from '../../../contract/tech/settingsValueSchema';

/** What the form holds: a number's field gives text. */
export interface SettingFormValues {
  value: unknown;
}

/** A number typed in a text field, as a number; blank or not a number stays as is for the schema to refuse. */
const asNumber = (input: unknown) => {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  return text === '' || Number.isNaN(Number(text)) ? input : Number(text);
};

/**
 * The edit form's schema (zodResolver): the contract's value schema for the setting, the same the server checks,
 * after turning a number's text into a number.
 *
 * @example
 * useForm({ resolver: zodResolver(settingForm(definition)) });
 */
export function settingForm(definition: SettingsDefinition) {
  const value = settingsValueSchema(definition);
  const numeric = definition.type === 'integer' || definition.type === 'duration';
  return z.object({ value: numeric ? z.preprocess(asNumber, value) : value });
}
