import { describe, expect, it } from 'vitest';
import { ROLE_INFO, roleLabel } from './roleInfo';
import { ALL_ROLES } from './roles';

describe('ROLE_INFO', () => {
  it('gives every role of the catalogue a label and a one-line description, and nothing else', () => {
    expect(Object.keys(ROLE_INFO).sort()).toEqual([...ALL_ROLES].sort());
    for (const role of ALL_ROLES) {
      expect(ROLE_INFO[role].label.length).toBeGreaterThan(2);
      expect(ROLE_INFO[role].description).toMatch(/^[A-Z].*\.$/);
      expect(ROLE_INFO[role].description).not.toContain('\n');
    }
  });

  it('labels no two roles alike', () => {
    const labels = ALL_ROLES.map((role) => ROLE_INFO[role].label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('roleLabel', () => {
  it('puts the label beside the code, and leaves an unknown code as it is', () => {
    expect(roleLabel('SEARCH_MEMBER')).toBe('Search members (SEARCH_MEMBER)');
    expect(roleLabel('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });
});
