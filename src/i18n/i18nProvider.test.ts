import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('speaks English with the documented wording and react-admin strings', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('dash.search.noMember', { value: 'bob' })).toBe(
      'Could not find member: bob',
    );
    expect(i18nProvider.translate('dash.notAuthorized')).toBe('You are not authorized to view this page.');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
