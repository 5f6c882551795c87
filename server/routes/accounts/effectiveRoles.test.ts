import { describe, expect, it } from 'vitest';
import { effectiveRoles } from './effectiveRoles';

describe('effectiveRoles', () => {
  it('lists each role once, in catalogue order, with every source that grants it', () => {
    expect(
      effectiveRoles(
        ['VIEW_STREAMS', 'SEARCH_MEMBER'],
        [
          { name: 'Tech', roles: ['VIEW_STREAMS', 'VIEW_REDIS_KEYS'] },
          { name: 'Support', roles: ['SEARCH_MEMBER'] },
        ],
      ),
    ).toEqual([
      { role: 'SEARCH_MEMBER', from: 'Own, Group: Support' },
      { role: 'VIEW_REDIS_KEYS', from: 'Group: Tech' },
      { role: 'VIEW_STREAMS', from: 'Own, Group: Tech' },
    ]);
  });

  it('is empty for an account with no roles and no groups', () => {
    expect(effectiveRoles([], [])).toEqual([]);
  });
});
