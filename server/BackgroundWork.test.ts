import { describe, expect, it } from 'vitest';
import { BackgroundWork } from './BackgroundWork';

const later = <T>(value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('failed')) : resolve(value)), 5),
  );

describe('BackgroundWork', () => {
  it('settles once all tracked work has, failed work too, and work started meanwhile', async () => {
    const work = new BackgroundWork();
    const done: string[] = [];
    work.track(later('a').then((value) => done.push(value)));
    work.track(later('b', true));
    work.track(
      later('c').then(() => {
        work.track(later('d').then((value) => done.push(value)));
      }),
    );
    await work.settled();
    expect(done).toEqual(['a', 'd']);
  });

  it('settles at once when nothing runs', async () => {
    await expect(new BackgroundWork().settled()).resolves.toBeUndefined();
  });
});
