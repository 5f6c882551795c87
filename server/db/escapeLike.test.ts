import { describe, expect, it } from 'vitest';
import { escapeLike } from './escapeLike';

describe('escapeLike', () => {
  it('makes the LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('leaves other text as typed', () => {
    expect(escapeLike('anna.b@wse-example')).toBe('anna.b@wse-example');
  });
});
