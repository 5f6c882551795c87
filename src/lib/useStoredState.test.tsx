import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoredState } from './useStoredState';

describe('useStoredState', () => {
  it('starts from the fallback and keeps each change for the next mount', () => {
    const first = renderHook(() => useStoredState('k', 'member'));
    expect(first.result.current[0]).toBe('member');
    act(() => first.result.current[1]('model'));
    expect(first.result.current[0]).toBe('model');
    first.unmount();

    const second = renderHook(() => useStoredState('k', 'member'));
    expect(second.result.current[0]).toBe('model');
  });

  it('falls back when the stored value is not JSON', () => {
    localStorage.setItem('k', '{broken');
    expect(renderHook(() => useStoredState('k', 1)).result.current[0]).toBe(1);
  });
});
