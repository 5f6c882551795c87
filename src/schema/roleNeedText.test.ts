import { describe, expect, it } from 'vitest';
import { roleNeedText } from './roleNeedText';

describe('roleNeedText', () => {
  it('names one role, or the roles of which any one will do', () => {
    expect(roleNeedText('SEARCH_MEMBER')).toBe('the role Search members (SEARCH_MEMBER)');
    expect(roleNeedText(['VIEW_STUDIOS'])).toBe('the role Studios (VIEW_STUDIOS)');
    expect(roleNeedText(['VIEW_STUDIOS', 'VIEW_WSE_PARTNERS'])).toBe(
      'one of the roles Studios (VIEW_STUDIOS), View partners (VIEW_WSE_PARTNERS)',
    );
  });
});
