import { SETTINGS_CATALOGUE } from '../../contract/tech/settingsCatalogue';
import type { Config } from '../config';
import type { SettingsDefaults } from './Settings';

/**
 * Each setting's default: the catalogue's, replaced by the configuration read from the environment where the
 * catalogue names a variable (MESSAGE_SEND_RATE, LIST_COUNT_CAP), so a deployment's environment keeps working and
 * the page only overrides it.
 *
 * @example
 * new Settings(db, settingsDefaults(config));
 */
export function settingsDefaults(config: Config): SettingsDefaults {
  return {
    'messaging.sendRate': config.messageSendRate,
    'postbacks.timeout': SETTINGS_CATALOGUE['postbacks.timeout'].default,
    'postbacks.maxAnswerBytes': SETTINGS_CATALOGUE['postbacks.maxAnswerBytes'].default,
    'lists.countCap': config.listCountCap,
  };
}
