import { describe, expect, it } from 'vitest';
import { roleNeedText } from './roleNeedText';

describe('roleNeedText', () => {
  it('names one role, or the roles of which any one will do', () => {
    expect(roleNeedText('SEARCH_MEMBER')).toBe('the role SEARCH_MEMBER');
    expect(roleNeedText(['VIEW_STUDIOS'])).toBe('the role VIEW_STUDIOS');
    expect(roleNeedText(['VIEW_STUDIOS', 'VIEW_WSE_PARTNERS'])).toBe(
      'one of the roles VIEW_STUDIOS, VIEW_WSE_PARTNERS',
    );
  });
});
