import type { SettingsDefinition } from './settingsDefinition';

/**
 * Every setting the server reads through `app.settings` (server/settings), with its type, limits, default and
 * meaning. Only settings some code really reads belong here: a setting that changes nothing would mislead the
 * person on call.
 */
export const SETTINGS_CATALOGUE = {
  'messaging.sendRate': {
    group: 'Messaging',
    label: 'Mass message send rate',
    description:
      'Recipients a mass message reaches per second, to keep to the mail relay’s limit; 0 sends as fast as the ' +
      'database takes them. Read when a mass message starts.',
    type: 'integer',
    min: 0,
    max: 100_000,
    unit: 'recipients/s',
    default: 0,
    envVar: 'MESSAGE_SEND_RATE',
  },
  'postbacks.timeout': {
    group: 'Postbacks',
    label: 'Postback timeout',
    description: 'How long a postback (and “Send a test”) waits for the partner’s server before it gives up.',
    type: 'duration',
    min: 500,
    max: 30_000,
    default: 5000,
  },
  'postbacks.maxAnswerBytes': {
    group: 'Postbacks',
    label: 'Postback answer size cap',
    description: 'How much of a partner’s answer to a postback is read; the rest is cut off.',
    type: 'integer',
    min: 1024,
    max: 1024 * 1024,
    unit: 'bytes',
    default: 64 * 1024,
  },
  'lists.countCap': {
    group: 'Lists',
    label: 'List count cap',
    description:
      'Rows a list counts exactly before it only says that there are more; a higher cap costs the database ' +
      'more on large tables.',
    type: 'integer',
    min: 1,
    max: 1_000_000,
    unit: 'rows',
    default: 1000,
    envVar: 'LIST_COUNT_CAP',
  },
} as const satisfies Record<string, SettingsDefinition>;

export type SettingsKey = keyof typeof SETTINGS_CATALOGUE;
