import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_BUDGET_MS, FIND_BUDGET_MS, scanKeys } from './scanKeys';

/** A Redis whose SCAN rounds each take `roundMs` of the faked clock and yield `batches[i]` at cursor i. */
function slowRedis(batches: readonly string[][], roundMs: number): Redis {
  const scan = (cursor: string) => {
    vi.advanceTimersByTime(roundMs);
    const at = Number(cursor);
    const next = at + 1 < batches.length ? String(at + 1) : '0';
    return Promise.resolve([next, batches[at] ?? []]);
  };
  const pipeline = () => {
    const replies: [null, unknown][] = [];
    const chain = {
      type: () => (replies.push([null, 'string']), chain),
      pttl: () => (replies.push([null, -1]), chain),
      memory: () => (replies.push([null, 64]), chain),
      exec: () => Promise.resolve(replies),
    };
    return chain;
  };
  return { scan, pipeline } as unknown as Redis;
}

const empty = (rounds: number): string[][] => Array.from({ length: rounds }, () => []);

describe('scanKeys', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('scans on past the quarter second while it has found nothing, so a slow server still finds a key further on', async () => {
    const rounds = Math.ceil(FILL_BUDGET_MS / 50) + 4;
    const page = await scanKeys(slowRedis([...empty(rounds), ['wse:found']], 50), 'wse:*', '0', 100);
    expect(page.keys.map((key) => key.key)).toEqual(['wse:found']);
  });

  it('answers with what it has once a quarter second has gone after finding a key', async () => {
    const page = await scanKeys(slowRedis([['a'], ...empty(50), ['b']], 50), '*', '0', 100);
    expect(page.keys.map((key) => key.key)).toEqual(['a']);
    expect(Number(page.cursor)).toBeLessThanOrEqual(FILL_BUDGET_MS / 50 + 1);
  });

  it('gives up an empty page after its longer budget, with the cursor to go on from', async () => {
    const page = await scanKeys(slowRedis(empty(1000), 100), '*', '0', 100);
    expect(page.keys).toEqual([]);
    expect(page.cursor).not.toBe('0');
    expect(Number(page.cursor)).toBeLessThanOrEqual(FIND_BUDGET_MS / 100 + 1);
  });

  it('stops at the end of the scan and at a full page', async () => {
    expect(await scanKeys(slowRedis([['a'], ['b']], 1), '*', '0', 100)).toMatchObject({ cursor: '0' });
    const full = await scanKeys(slowRedis([['a', 'b'], ['c']], 1), '*', '0', 2);
    expect(full.keys).toHaveLength(2);
    expect(full.cursor).toBe('1');
  });
});
