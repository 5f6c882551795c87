import type { Choice } from '../../contract/FieldDefinition';

/** The email events' names as staff read them. */
export const EMAIL_EVENT_CHOICES: readonly Choice[] = [
  { id: 'activate', name: 'Activate account' },
  { id: 'welcome', name: 'Welcome' },
  { id: 'approved', name: 'Approved' },
  { id: 'forgot-password', name: 'Forgot password' },
  { id: 'reminder-1', name: 'First reminder' },
  { id: 'reminder-2', name: 'Second reminder' },
  { id: 'cancelled', name: 'Cancelled' },
  { id: 'denied', name: 'Denied' },
  { id: 'change-email', name: 'Change email' },
  { id: 'updated-email', name: 'Email updated' },
  { id: 'register', name: 'Registered' },
  { id: 'camspotter', name: 'Camspotter' },
];
