// @vitest-environment jsdom
import { memoryStore } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { withSidebarKey } from './withSidebarKey';

describe('withSidebarKey', () => {
  it('stores the collapsed sidebar under the dashboard key and reads it back', () => {
    const store = withSidebarKey(memoryStore(), () => false);
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.setItem('sidebar.open', false);
    expect(localStorage.getItem(STORAGE_KEYS.sidebarHidden)).toBe('1');
    expect(withSidebarKey(memoryStore(), () => false).getItem('sidebar.open', true)).toBe(false);
  });

  it('tells subscribers about changes', () => {
    const store = withSidebarKey(memoryStore(), () => false);
    const listener = vi.fn();
    const unsubscribe = store.subscribe('sidebar.open', listener);
    store.setItem('sidebar.open', true);
    expect(listener).toHaveBeenCalledWith(true);
    unsubscribe();
    store.setItem('sidebar.open', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts the mobile overlay closed and never remembers it', () => {
    localStorage.setItem(STORAGE_KEYS.sidebarHidden, '0');
    const store = withSidebarKey(memoryStore(), () => true);
    expect(store.getItem('sidebar.open', false)).toBe(false);
    store.setItem('sidebar.open', true);
    expect(store.getItem('sidebar.open', false)).toBe(true);
    store.setItem('sidebar.open', false);
    expect(localStorage.getItem(STORAGE_KEYS.sidebarHidden)).toBe('0');
  });

  it('leaves other keys to the wrapped store', () => {
    const store = withSidebarKey(memoryStore(), () => false);
    store.setup();
    store.setItem('list.sort', 'name');
    expect(store.getItem('list.sort')).toBe('name');
  });
});
