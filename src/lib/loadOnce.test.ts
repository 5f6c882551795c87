import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once for every caller, and gives the value at once after it came', async () => {
    const fetch = vi.fn(() => Promise.resolve('tooltip'));
    const code = loadOnce(fetch);
    expect(code.current()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, code.current()]).toEqual(['tooltip', 'tooltip', 'tooltip']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue('tooltip');
    const code = loadOnce<string>(fetch);
    await expect(code.load()).rejects.toThrow('chunk gone');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('tooltip');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
