import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { useMenuGroupOpen } from './useMenuGroupOpen';

describe('useMenuGroupOpen', () => {
  it('starts open and remembers each group on its own', () => {
    const tech = renderHook(() => useMenuGroupOpen('tech'));
    const admin = renderHook(() => useMenuGroupOpen('admin'));
    expect(tech.result.current[0]).toBe(true);
    act(() => tech.result.current[1]());
    act(() => admin.result.current[1]());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.menuOpen)!)).toEqual({ tech: false, admin: false });
    expect(renderHook(() => useMenuGroupOpen('tech')).result.current[0]).toBe(false);
    expect(renderHook(() => useMenuGroupOpen('finance')).result.current[0]).toBe(true);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(STORAGE_KEYS.menuOpen, '{oops');
    const { result } = renderHook(() => useMenuGroupOpen('tech'));
    act(() => result.current[1]());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.menuOpen)!)).toEqual({ tech: false });
  });
});
