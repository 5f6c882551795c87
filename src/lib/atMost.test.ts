import { describe, expect, it, vi } from 'vitest';
import { atMost } from './atMost';

describe('atMost', () => {
  it('settles with the promise when it comes first, and after the time when it does not', async () => {
    vi.useFakeTimers();
    try {
      await expect(atMost(300, Promise.resolve('page'))).resolves.toBe('page');
      const waited = vi.fn();
      void atMost(300, new Promise(() => undefined)).then(waited);
      await vi.advanceTimersByTimeAsync(299);
      expect(waited).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
