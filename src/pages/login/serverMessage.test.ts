import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it("gives the server's field problems without the field names", () => {
    const error = new HttpError('code: That code is not valid.', 400, {
      fields: { code: 'That code is not valid.' },
    });
    expect(serverMessage(error, 'x')).toBe('That code is not valid.');
  });

  it("gives the server's message when there are no field problems, else the fallback", () => {
    expect(
      serverMessage(new HttpError('Wrong username or password.', 401, { code: 'UNAUTHORIZED' }), 'x'),
    ).toBe('Wrong username or password.');
    expect(serverMessage(new HttpError('', 500), 'Something went wrong')).toBe('Something went wrong');
  });
});
