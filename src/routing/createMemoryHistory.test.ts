import type { RouterLocation } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './createMemoryHistory';
import type { BlockedNavigation } from './RouterHistory';

const at = (pathname: string): RouterLocation => ({ pathname, search: '', hash: '', state: null });

describe('createMemoryHistory', () => {
  it('moves through its entries and tells its listeners how', () => {
    const history = createMemoryHistory(['/a', '/b']);
    const moves: string[] = [];
    history.subscribe((location, action) => moves.push(`${action} ${location.pathname}`));
    expect(history.location().pathname).toBe('/b');
    history.navigate(at('/c'));
    history.navigate(at('/d'), { replace: true });
    history.navigate(-1);
    history.navigate(1);
    expect(moves).toEqual(['PUSH /c', 'REPLACE /d', 'POP /b', 'POP /d']);
  });

  it('holds back what a blocker refuses, until it proceeds', () => {
    const history = createMemoryHistory(['/form']);
    let held: BlockedNavigation | undefined;
    const shouldBlock = vi.fn(() => true);
    const unblock = history.block({ shouldBlock, blocked: (navigation) => (held = navigation) });
    history.navigate(at('/list'));
    expect(history.location().pathname).toBe('/form');
    expect(shouldBlock).toHaveBeenCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/form' }),
      nextLocation: expect.objectContaining({ pathname: '/list' }),
      historyAction: 'PUSH',
    });
    held!.proceed();
    expect(history.location().pathname).toBe('/list');
    unblock();
    history.navigate(at('/other'));
    expect(history.location().pathname).toBe('/other');
  });

  it('undoes a blocked back, and goes back once the blocker lets it', async () => {
    const history = createMemoryHistory(['/list', '/form']);
    let held: BlockedNavigation | undefined;
    const moves: string[] = [];
    history.subscribe((location, action) => moves.push(`${action} ${location.pathname}`));
    history.block({ shouldBlock: () => true, blocked: (navigation) => (held = navigation) });
    history.navigate(-1);
    expect(history.location().pathname).toBe('/form');
    expect(held!.location.pathname).toBe('/list');
    expect(moves).toEqual([]);
    held!.proceed();
    await vi.waitFor(() => expect(history.location().pathname).toBe('/list'));
    expect(moves).toEqual(['POP /list']);
  });
});
