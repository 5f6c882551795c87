import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
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

  it('keeps an element it first rendered lazily mounted once the module is in and its parent renders again', async () => {
    // Outside act, React renders a transition as in the browser: it resumes the suspended lazy wrapper alone once
    // the module has come (here in a microtask), without rendering this component again.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let mounts = 0;
    const Counter = ({ n }: { n: number }) => {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>Render {n}</p>;
    };
    const Page = preloadableLazy<{ n: number }>(() => Promise.resolve({ default: Counter }));
    let setN = (_n: number) => {};
    const Parent = () => {
      const [n, set] = useState(0);
      setN = set;
      return <Suspense fallback={<p>Loading</p>}>{n === 0 ? <p>Before</p> : <Page n={n} />}</Suspense>;
    };
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    try {
      root.render(<Parent />);
      await screen.findByText('Before');
      startTransition(() => setN(1));
      await screen.findByText('Render 1');
      setN(2);
      await screen.findByText('Render 2');
      expect(mounts).toBe(1);
    } finally {
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
