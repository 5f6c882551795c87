import { render, screen } from '@testing-library/react';
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
});
