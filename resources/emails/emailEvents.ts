import type { Choice } from '../../contract/FieldDefinition';

/** Who an email goes to. */
export const EMAIL_AUDIENCES: readonly Choice[] = [
  { id: 'performer', name: 'Performer' },
  { id: 'studio', name: 'Studio' },
  { id: 'member', name: 'Member' },
];

const PERFORMER_EVENTS = [
  'activate',
  'welcome',
  'approved',
  'forgot-password',
  'reminder-1',
  'reminder-2',
  'cancelled',
  'denied',
] as const;

/** The events that send an email, per audience (docs/product.md: email events per audience). */
export const EMAIL_EVENTS: Readonly<Record<string, readonly string[]>> = {
  performer: PERFORMER_EVENTS,
  studio: [...PERFORMER_EVENTS, 'change-email', 'updated-email'],
  member: ['forgot-password', 'register', 'welcome', 'camspotter'],
};
