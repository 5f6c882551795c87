import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './uniqueViolation';

const violation = (detail?: string) => Object.assign(new Error('duplicate key'), { code: '23505', detail });

describe('uniqueViolation', () => {
  it('names the column of an expression index, camel-cased, through a wrapping error', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: violation('Key (lower(partner_code::text))=(ab) already exists.'),
    });
    expect(uniqueViolation(wrapped)?.body).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'partnerCode: This partner code is taken',
      fields: { partnerCode: 'This partner code is taken' },
    });
  });

  it('names every column of a key over several', () => {
    expect(
      uniqueViolation(violation('Key (account_id, client_id)=(1, x) already exists.'))?.body.fields,
    ).toEqual({
      accountId: 'This account id is taken',
      clientId: 'This client id is taken',
    });
  });

  it('names the body when the driver gives no detail, and leaves other errors alone', () => {
    expect(uniqueViolation(violation())?.body.fields).toEqual({ body: 'This is taken' });
    expect(uniqueViolation(Object.assign(new Error('x'), { code: '22003' }))).toBeUndefined();
    expect(uniqueViolation(new Error('x'))).toBeUndefined();
  });
});
