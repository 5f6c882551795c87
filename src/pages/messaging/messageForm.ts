import { z } from 'zod';
import {
  messageAudience,
  messageContent,
  type MessageAudience,
} from '../../../contract/messaging/messagingApi';

/** The inputs of the messaging form, flat: blank filters mean 'any' and are dropped before the contract's checks. */
export type MessageFormValues = Partial<Record<keyof MessageAudience | 'subject' | 'body', unknown>>;

const AUDIENCE_KEYS = Object.keys(messageAudience.shape) as (keyof MessageAudience)[];

const filled = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value != null));

const audienceOfInputs = (values: MessageFormValues) =>
  filled(Object.fromEntries(AUDIENCE_KEYS.map((key) => [key, values[key]])));

/** The days' order: a last login after a day that is not before the other day can match nobody. */
const daysInOrder = (audience: MessageAudience) =>
  !audience.lastLoginAfter || !audience.lastLoginBefore || audience.lastLoginAfter < audience.lastLoginBefore;
const DAYS_OUT_OF_ORDER = {
  path: ['lastLoginBefore'],
  message: "Must be later than the 'Last login after' day",
};

/**
 * The messaging form's schema (zodResolver): the contract's audience and content, with the blanks of the inputs
 * dropped; its output is what POST /messaging/send takes, less the confirmed count.
 */
export const messageForm = z.preprocess(
  (values: MessageFormValues = {}) => ({
    ...audienceOfInputs(values),
    subject: values.subject ?? '',
    body: values.body ?? '',
  }),
  messageAudience
    .extend(messageContent.shape)
    .refine(daysInOrder, DAYS_OUT_OF_ORDER)
    .transform(({ subject, body, ...audience }) => ({ audience, subject, body })),
);

/** The audience the inputs describe, or null while they describe none (a filter is not valid yet). */
export function audienceOf(values: MessageFormValues): MessageAudience | null {
  const parsed = messageAudience.refine(daysInOrder).safeParse(audienceOfInputs(values));
  return parsed.success ? parsed.data : null;
}
