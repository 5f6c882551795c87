import { EMAIL_EVENTS } from '../../../resources/emails/emailEvents';
import type { Db } from '../Db';
import { emailTemplates, news } from '../schema/communications';
import type { PlatformRandom } from './platformRandom';

const SUBJECTS: Record<string, string> = {
  activate: 'Activate your {site} account',
  welcome: 'Welcome to {site}, {username}!',
  approved: 'Your {site} account is approved',
  'forgot-password': 'Reset your {site} password',
  'reminder-1': 'Your {site} sign-up is almost complete',
  'reminder-2': 'Last reminder: finish your {site} sign-up',
  cancelled: 'Your {site} account was cancelled',
  denied: 'Your {site} application was not approved',
  'change-email': 'Confirm your new email address',
  'updated-email': 'Your email address was changed',
  register: 'Thanks for registering at {site}',
  camspotter: 'Your favourite performer is online on {site}',
};

const BODIES: Record<string, string> = {
  activate: 'Please activate your account by opening this link:\n{link}',
  welcome: 'Your account is ready. Sign in any time at {site} to get started.',
  approved: 'Good news: our team reviewed your details and approved your account. You can go live now.',
  'forgot-password':
    'Someone asked to reset the password of {email}. Open this link to choose a new one:\n{link}',
  'reminder-1': 'You started signing up on {date} but some details are still missing:\n{link}',
  'reminder-2': 'Your sign-up expires soon. Complete it here:\n{link}',
  cancelled: 'Your account was cancelled as you asked. We hope to see you again.',
  denied: 'We could not approve your account with the details given. Reply to this email to tell us more.',
  'change-email': 'Open this link to confirm {email} as your new address:\n{link}',
  'updated-email': 'The email address of your account is now {email}. Not you? Contact support at once.',
  register: 'Thanks for joining {site}. Confirm your address to claim your free credits:\n{link}',
  camspotter: 'A performer you follow just went online. Join the chat:\n{link}',
};

const NEWS_TITLES = [
  'New payout calendar',
  'Holiday support hours',
  'Higher tips in private chats',
  'New streaming software available',
  'Identity checks get faster',
  'Studio contracts renewed',
  'Maintenance on Sunday night',
  'Top performers of the month',
  'Changes to the VIP chat',
  'New promotion banners',
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo emails and news: one template per audience and event, and 30 news items for performers, studios or
 * both, some published now, some scheduled, some ended; dated around the moment of seeding, so each state shows.
 */
export async function seedCommunications(db: Db, random: PlatformRandom): Promise<void> {
  await db.insert(emailTemplates).values(
    Object.entries(EMAIL_EVENTS).flatMap(([audience, events]) =>
      events.map((event) => ({
        audience,
        event,
        subject: SUBJECTS[event] ?? event,
        content: `Hi {username},\n\n${BODIES[event] ?? ''}\n\nThe {site} team`,
      })),
    ),
  );
  const now = Date.now();
  await db.insert(news).values(
    Array.from({ length: 30 }, (_, index) => {
      // In turn: published for good, published until later, scheduled, ended.
      const state = index % 4;
      const from = now + (state === 2 ? random.int(1, 30) : -random.int(1, 90)) * DAY;
      const until =
        state === 0
          ? null
          : state === 3
            ? now - random.int(1, 10) * DAY + 1
            : from + random.int(100, 200) * DAY;
      return {
        title: `${NEWS_TITLES[index % NEWS_TITLES.length]}${index >= NEWS_TITLES.length ? ` (${index + 1})` : ''}`,
        body: 'Read all about it in your dashboard. Questions? Our support team is there for you every day.',
        audience: ['performers', 'studios', 'all'][index % 3] ?? 'all',
        publishFrom: new Date(from),
        publishUntil: until === null ? null : new Date(Math.max(until, from + DAY)),
      };
    }),
  );
}
