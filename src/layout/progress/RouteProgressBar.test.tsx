import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginPageLoad, failPageLoad } from './routeProgress';
import { RouteProgressBar } from './RouteProgressBar';

function start() {
  let finish: () => void = () => undefined;
  act(() => {
    finish = beginPageLoad();
  });
  return finish;
}

const bar = () => screen.queryByRole('progressbar', { name: 'Page loading' });

describe('RouteProgressBar', () => {
  // The bar's code is fetched once the layout is up (here at once): it is in before the clock is faked, which would
  // hold back React's reveal of a suspended bar.
  beforeAll(async () => {
    const { unmount } = render(<RouteProgressBar />);
    await import('./PageLoadingBar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    unmount();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for loads shorter than 200 ms', () => {
    render(<RouteProgressBar />);
    const finish = start();
    act(() => vi.advanceTimersByTime(150));
    expect(bar()).not.toBeInTheDocument();
    act(() => finish());
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).not.toBeInTheDocument();
  });

  it('shows a slow load, completes it, then disappears', () => {
    render(<RouteProgressBar />);
    const finish = start();
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBeInTheDocument();
    act(() => finish());
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).not.toBeInTheDocument();
  });

  it('gives up after 5 seconds', () => {
    render(<RouteProgressBar />);
    const finish = start();
    act(() => vi.advanceTimersByTime(4900));
    expect(bar()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).not.toBeInTheDocument();
    act(() => finish());
  });

  it('turns red on a route error', () => {
    render(<RouteProgressBar />);
    const finish = start();
    act(() => vi.advanceTimersByTime(1000));
    act(() => failPageLoad());
    expect(bar()).toHaveClass('MuiLinearProgress-colorError');
    act(() => finish());
  });
});
