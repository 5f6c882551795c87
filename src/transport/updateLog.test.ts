import { describe, expect, it } from 'vitest';
import { updateLog } from './updateLog';

type Item = { id: number; state: string };
const withItem = (items: Item[], next: Item) => [...items.filter((item) => item.id !== next.id), next];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('updateLog', () => {
  it('puts the updates that came while a read was under way back on top of its answer, in order', async () => {
    const updates = updateLog(withItem);
    const answer = deferred<Item[]>();
    const read = updates.reading(() => answer.promise)();
    updates.record({ id: 2, state: 'live' });
    updates.record({ id: 1, state: 'away' });
    updates.record({ id: 2, state: 'paused' });
    answer.resolve([{ id: 1, state: 'live' }]);
    expect(await read).toEqual([
      { id: 1, state: 'away' },
      { id: 2, state: 'paused' },
    ]);
  });

  it('leaves an answer alone for updates from before the read began, and keeps none once reads are done', async () => {
    const updates = updateLog(withItem);
    updates.record({ id: 1, state: 'before' });
    expect(await updates.reading(async () => [{ id: 1, state: 'live' }])()).toEqual([
      { id: 1, state: 'live' },
    ]);
    updates.record({ id: 1, state: 'after' });
    expect(await updates.reading(async () => [{ id: 1, state: 'read' }])()).toEqual([
      { id: 1, state: 'read' },
    ]);
  });

  it('gives each of two overlapping reads the updates since its own start', async () => {
    const updates = updateLog(withItem);
    const first = deferred<Item[]>();
    const second = deferred<Item[]>();
    const one = updates.reading(() => first.promise)();
    updates.record({ id: 1, state: 'a' });
    const two = updates.reading(() => second.promise)();
    updates.record({ id: 2, state: 'b' });
    first.resolve([]);
    expect(await one).toEqual([
      { id: 1, state: 'a' },
      { id: 2, state: 'b' },
    ]);
    updates.record({ id: 3, state: 'c' });
    second.resolve([]);
    expect(await two).toEqual([
      { id: 2, state: 'b' },
      { id: 3, state: 'c' },
    ]);
  });

  it('passes a failed read on, and forgets its updates', async () => {
    const updates = updateLog(withItem);
    const failing = deferred<Item[]>();
    const read = updates.reading(() => failing.promise)();
    updates.record({ id: 1, state: 'a' });
    failing.reject(new Error('offline'));
    await expect(read).rejects.toThrow('offline');
    expect(await updates.reading(async () => [])()).toEqual([]);
  });
});
