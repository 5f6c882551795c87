import { describe, expect, it } from 'vitest';
import { audienceOf, messageForm } from './messageForm';

const fieldsOf = (values: object) => {
  const parsed = messageForm.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('messageForm', () => {
  it('drops blank filters and answers the send body', () => {
    expect(
      messageForm.parse({
        recipients: 'members',
        site: '',
        country: 'NL',
        state: null,
        lastLoginAfter: '',
        subject: ' Autumn offer ',
        body: 'Double credits',
      }),
    ).toEqual({
      audience: { recipients: 'members', country: 'NL' },
      subject: 'Autumn offer',
      body: 'Double credits',
    });
  });

  it('names each wrong input', () => {
    expect(
      fieldsOf({
        recipients: 'members',
        country: 'Netherlands',
        lastLoginAfter: '2026-05-01',
        lastLoginBefore: '2026-04-01',
        subject: 'Hi',
        body: '',
      }),
    ).toEqual({
      country: 'Expected a two-letter country code',
      lastLoginBefore: "Must be later than the 'Last login after' day",
      subject: 'At least 3 characters',
      body: 'At least 3 characters',
    });
    expect(
      fieldsOf({
        recipients: 'members',
        lastLoginAfter: '2026-05-01',
        lastLoginBefore: '2026-05-31',
        subject: 'Hello',
        body: 'There',
      }),
    ).toEqual({});
  });
});

describe('audienceOf', () => {
  it('answers the audience of the filters alone, or null while one is wrong', () => {
    expect(audienceOf({ recipients: 'performers', state: 'active', subject: 'x' })).toEqual({
      recipients: 'performers',
      state: 'active',
    });
    expect(audienceOf({ recipients: 'members', country: 'N' })).toBeNull();
    expect(
      audienceOf({ recipients: 'members', lastLoginAfter: '2026-05-01', lastLoginBefore: '2026-05-01' }),
    ).toBeNull();
  });
});
