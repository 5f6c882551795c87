import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, without the Suspense fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Page = preloadableLazy(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its module is in', async () => {
    let arrive = (_module: { default: typeof Greeting }) => {};
    const Page = preloadableLazy<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue({ default: Greeting });
    const Page = preloadableLazy<{ name: string }>(load);
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    await Page.preload();
    render(<Page name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  });
});
