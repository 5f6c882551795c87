import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, Suspense, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LaterScope, RenderedLater } from './RenderedLater';

describe('RenderedLater', () => {
  it('draws its children in a commit after the one that mounts it, beside what is drawn at once', async () => {
    const commits: number[] = [];
    render(
      <Profiler id="page" onRender={() => commits.push(document.querySelectorAll('p').length)}>
        <p>first</p>
        <RenderedLater>
          <p>later</p>
        </RenderedLater>
      </Profiler>,
    );
    expect(await screen.findByText('later')).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(commits).toEqual([1, 2]);
  });

  it('holds their place with its fallback until then', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={() => commits.push(document.body.textContent ?? '')}>
        <RenderedLater fallback={<p>Role (loading)</p>}>
          <p>Role</p>
        </RenderedLater>
      </Profiler>,
    );
    expect(await screen.findByText('Role')).toBeInTheDocument();
    expect(screen.queryByText('Role (loading)')).not.toBeInTheDocument();
    expect(commits).toEqual(['Role (loading)', 'Role']);
  });

  it("waits for the page's request in flight to be answered before drawing them", async () => {
    const queryClient = new QueryClient();
    let answer = (_value: string) => {};
    void queryClient.fetchQuery({
      queryKey: ['member', 12],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <p>first</p>
        <RenderedLater>
          <p>later</p>
        </RenderedLater>
      </QueryClientProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('later')).not.toBeInTheDocument();
    act(() => answer('anna12'));
    expect(await screen.findByText('later')).toBeInTheDocument();
  });

  it("draws a scope's parts in one render: one still waiting for its code holds the others back", async () => {
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    function Section() {
      use(code);
      return <p>Access</p>;
    }
    // Awaited: the later render suspends in it, and React retries it once the code is in.
    await act(async () =>
      render(
        <Suspense fallback={<p>loading</p>}>
          <p>Username</p>
          <LaterScope>
            <RenderedLater>
              <Section />
            </RenderedLater>
            <RenderedLater>
              <button type="button">Save</button>
            </RenderedLater>
          </LaterScope>
        </Suspense>,
      ),
    );
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('draws the parts of a scope together, however much later one of them was mounted', () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      // A request that is never answered: the later render comes once QUIET_WAIT_MS have passed.
      void queryClient.fetchQuery({ queryKey: ['member', 12], queryFn: () => new Promise<string>(() => {}) });
      function Form() {
        const [withButtons, setWithButtons] = useState(false);
        return (
          <LaterScope>
            <button type="button" onClick={() => setWithButtons(true)}>
              Edit
            </button>
            <RenderedLater>
              <p>Access</p>
            </RenderedLater>
            {withButtons && (
              <RenderedLater>
                <p>Delete</p>
              </RenderedLater>
            )}
          </LaterScope>
        );
      }
      render(
        <QueryClientProvider client={queryClient}>
          <Form />
        </QueryClientProvider>,
      );
      act(() => vi.advanceTimersByTime(1500));
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
      act(() => vi.advanceTimersByTime(600));
      expect(screen.getByText('Access')).toBeInTheDocument();
      expect(screen.getByText('Delete')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for the code of a scope's later render after the page is painted, as that render starts", async () => {
    const code = vi.fn(() => new Promise<void>(() => {}));
    render(
      <LaterScope code={code}>
        <p>Username</p>
        <RenderedLater>
          <p>Access</p>
        </RenderedLater>
      </LaterScope>,
    );
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(code).not.toHaveBeenCalled();
    expect(screen.queryByText('Access')).not.toBeInTheDocument();
    expect(await screen.findByText('Access')).toBeInTheDocument();
    expect(code).toHaveBeenCalledTimes(1);
  });
});
