import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { englishMessages } from './englishMessages';
import { resourceMessages } from './resourceMessages';

describe('resourceMessages', () => {
  const { translate } = polyglotI18nProvider(() => ({
    ...englishMessages,
    ...resourceMessages([{ name: 'groups', label: { one: 'Group', many: 'Groups' } }]),
  }));

  it('names the resource in its notifications, counting several', () => {
    expect(translate('resources.groups.notifications.created', { smart_count: 1 })).toBe('Group created');
    expect(translate('resources.groups.notifications.deleted', { smart_count: 1 })).toBe('Group deleted');
    expect(translate('resources.groups.notifications.deleted', { smart_count: 2 })).toBe('2 groups deleted');
    expect(translate('resources.groups.name', { smart_count: 2 })).toBe('Groups');
  });
});
