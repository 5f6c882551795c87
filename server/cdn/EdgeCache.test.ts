import { describe, expect, it } from 'vitest';
import { EdgeCache } from './EdgeCache';

const response = (path: string, bytes: number) => ({
  path,
  variant: '',
  headers: {},
  body: Buffer.alloc(bytes),
});

describe('EdgeCache', () => {
  it('stays within its bytes, the least recently used going first, and skips a response larger than an entry may be', () => {
    const cdn = new EdgeCache({ maxBytes: 100, maxEntryBytes: 60 });
    cdn.put(response('/a', 40));
    cdn.put(response('/b', 40));
    expect(cdn.hit('/a', '')?.hits).toBe(1);
    cdn.put(response('/c', 40));
    expect(cdn.matching('').map((entry) => entry.path)).toEqual(['/a', '/c']);
    expect(cdn.size()).toBe(80);
    expect(cdn.put(response('/big', 61))).toBe(false);
    expect(cdn.hit('/big', '')).toBeUndefined();
  });

  it('purges what a pattern matches and answers it', () => {
    const cdn = new EdgeCache();
    cdn.put(response('/assets/a.js', 1));
    cdn.put(response('/assets/b.css', 1));
    expect(cdn.purge('/assets/*.js').map((entry) => entry.path)).toEqual(['/assets/a.js']);
    expect(cdn.size()).toBe(1);
  });
});
