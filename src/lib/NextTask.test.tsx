import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NextTask } from './NextTask';

describe('NextTask', () => {
  it('draws nothing in the render that mounts it, and its children a task later', async () => {
    render(
      <NextTask>
        <p>chart</p>
      </NextTask>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect(await screen.findByText('chart')).toBeInTheDocument();
  });
});
