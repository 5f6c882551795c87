import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContent,
  firstContentShown,
  holdFirstContent,
  soonAfterFirstContent,
} from './firstContent';

describe('firstContent', () => {
  afterEach(() => {
    firstContentShown();
    vi.useRealTimers();
  });

  it('lets deferred loads through at once when nothing holds the first content', async () => {
    await expect(afterFirstContent(() => Promise.resolve('picker'))()).resolves.toBe('picker');
  });

  it('holds deferred loads until the first content is shown', async () => {
    holdFirstContent();
    const load = vi.fn(() => Promise.resolve('socket'));
    const loading = afterFirstContent(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    firstContentShown();
    await expect(loading).resolves.toBe('socket');
  });

  it('releases each waiting load in a task of its own, so together they are not one long task', async () => {
    holdFirstContent();
    const second = vi.fn(() => Promise.resolve('socket'));
    let secondCallsDuringFirst = -1;
    const first = vi.fn(async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      secondCallsDuringFirst = second.mock.calls.length;
      return 'filters';
    });
    const loading = [afterFirstContent(first)(), afterFirstContent(second)()];
    firstContentShown();
    await expect(Promise.all(loading)).resolves.toEqual(['filters', 'socket']);
    expect(secondCallsDuringFirst).toBe(0);
  });

  it('lets them through after 15 s when the page never settles', async () => {
    vi.useFakeTimers();
    holdFirstContent();
    const load = vi.fn(() => Promise.resolve('icons'));
    const loading = afterFirstContent(load)();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    await expect(loading).resolves.toBe('icons');
  });

  it('lets a soon load through after its wait when the first content is still held, and once only', async () => {
    vi.useFakeTimers();
    holdFirstContent();
    const load = vi.fn(() => Promise.resolve('menu'));
    const loading = soonAfterFirstContent(load, 1000)();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe('menu');
    firstContentShown();
    await vi.runOnlyPendingTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a soon load through with the first content when that comes before its wait', async () => {
    vi.useFakeTimers();
    holdFirstContent();
    const load = vi.fn(() => Promise.resolve('select'));
    const loading = soonAfterFirstContent(load, 1000)();
    firstContentShown();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe('select');
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
