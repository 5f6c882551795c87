import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPages } from './prefetchPages';

describe('prefetchPages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for an idle moment with a 2 s timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = prefetchPages();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
