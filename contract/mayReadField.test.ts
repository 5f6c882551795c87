import { describe, expect, it } from 'vitest';
import { mayReadField } from './mayReadField';

describe('mayReadField', () => {
  it('lets anyone read a field without a read role', () => {
    expect(mayReadField({}, [])).toBe(true);
    expect(mayReadField({ access: { edit: 'EDIT_ROLES' } }, [])).toBe(true);
  });

  it("needs the field's read role, or one of its list", () => {
    expect(mayReadField({ access: { read: 'VIEW_ROLES' } }, ['EDIT_ROLES'])).toBe(false);
    expect(mayReadField({ access: { read: 'VIEW_ROLES' } }, ['VIEW_ROLES'])).toBe(true);
    expect(mayReadField({ access: { read: ['REVENUE_PLATFORM', 'REVENUE_BASIC'] } }, ['REVENUE_BASIC'])).toBe(
      true,
    );
  });
});
