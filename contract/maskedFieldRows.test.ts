import { describe, expect, it } from 'vitest';
import { registry } from '../resources';
import { maskedFieldRows } from './maskedFieldRows';

describe('maskedFieldRows', () => {
  it('names, per masked field, when it is masked, the role that reveals it and the one that changes it', () => {
    expect(maskedFieldRows(registry)).toContainEqual([
      'performers',
      '`private.account_iban`',
      'always',
      'REVENUE_PLATFORM',
      'REVENUE_PLATFORM, under four eyes',
    ]);
    expect(maskedFieldRows(registry)).toContainEqual([
      'members',
      '`country`',
      'without the role',
      'MEMBER_GEO',
      'read only',
    ]);
  });
});
