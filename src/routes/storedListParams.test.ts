// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from './appStore';
import { storedListParams } from './storedListParams';

describe('storedListParams', () => {
  afterEach(() => {
    appStore.removeItem('accounts.listParams');
    localStorage.clear();
  });

  it('reads what react-admin’s store keeps for a list', () => {
    const params = { sort: 'email', order: 'DESC', page: 2, perPage: 50, filter: { q: 'ann' } };
    appStore.setItem('accounts.listParams', params);
    expect(storedListParams('accounts')).toEqual(params);
  });

  it('has none for a list never visited, nor for one stored unreadably', () => {
    expect(storedListParams('accounts')).toBeUndefined();
    localStorage.setItem('RaStorewse.accounts.listParams', '{oops');
    expect(storedListParams('accounts')).toBeUndefined();
  });
});
