// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPages } from './prefetchPages';

const { loadWindowed, loadVat, loadHome } = vi.hoisted(() => ({
  loadWindowed: vi.fn(() => Promise.resolve()),
  loadVat: vi.fn(() => Promise.resolve({ default: () => null })),
  loadHome: vi.fn(() => Promise.resolve({ default: () => null })),
}));
vi.mock('./pageLoaders', () => ({ PAGE_LOADERS: { vat: loadVat, dashboard: loadHome } }));
vi.mock('../schema/views/LazyWindowedTableBody', () => ({
  LazyWindowedTableBody: { preload: loadWindowed },
}));

describe('prefetchPages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    loadWindowed.mockClear();
    loadVat.mockClear();
    loadHome.mockClear();
  });

  it("fetches one page's code at a time, each in an idle moment of its own, until cancelled", async () => {
    const idle = new Map<number, () => void>();
    let handles = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle.set(++handles, callback), handles));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const nextIdleMoment = () => {
      const [handle, callback] = [...idle][0]!;
      idle.delete(handle);
      callback();
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['accounts', 'getList'], []);
    const cancel = prefetchPages(queryClient);
    nextIdleMoment(); // the first idle moment after the data: the first content is shown
    nextIdleMoment();
    expect(loadWindowed).toHaveBeenCalledOnce();
    expect(loadVat).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle.size).toBe(1));
    nextIdleMoment();
    expect(loadVat).toHaveBeenCalledOnce();
    expect(loadHome).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle.size).toBe(1));
    nextIdleMoment();
    expect(loadHome).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(idle.size).toBe(1));
    cancel();
    expect(idle.size).toBe(0);
  });

  it('waits while a field is focused and for a second after a key press, then goes on', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['accounts', 'getList'], []);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    const cancel = prefetchPages(queryClient);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadWindowed).not.toHaveBeenCalled();
    field.blur();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(loadWindowed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(loadWindowed).toHaveBeenCalledOnce();
    cancel();
    field.remove();
    vi.useRealTimers();
  });

  it('once the data is in, waits for an idle moment with a 2 s timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['accounts', 'getList'], []);
    const cancel = prefetchPages(queryClient);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    expect(loadWindowed).not.toHaveBeenCalled();
  });

  it('waits until the data being fetched has arrived before fetching page code', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (callback(), 1));
    const queryClient = new QueryClient();
    let answer = (_rows: string[]) => {};
    const rows = queryClient.fetchQuery({
      queryKey: ['accounts'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    prefetchPages(queryClient);
    expect(loadWindowed).not.toHaveBeenCalled();
    answer(['ann']);
    await rows;
    await vi.waitFor(() => expect(loadWindowed).toHaveBeenCalledOnce());
  });

  it('does not count react-admin auth checks as the page data', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (callback(), 1));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['auth', 'canAccess'], queryFn: () => true });
    prefetchPages(queryClient);
    expect(loadWindowed).not.toHaveBeenCalled();
    await queryClient.fetchQuery({ queryKey: ['accounts', 'getList'], queryFn: () => [] });
    await vi.waitFor(() => expect(loadWindowed).toHaveBeenCalledOnce());
  });

  it('fetches page code when the data is already in; after 10 s for a page without data', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (callback(), 1));
    const withData = new QueryClient();
    withData.setQueryData(['accounts', 'getList'], []);
    prefetchPages(withData);
    expect(loadWindowed).toHaveBeenCalledOnce();
    prefetchPages(new QueryClient());
    vi.advanceTimersByTime(9_999);
    expect(loadWindowed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(loadWindowed).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
