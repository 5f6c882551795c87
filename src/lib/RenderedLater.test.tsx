import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderedLater } from './RenderedLater';

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
});
