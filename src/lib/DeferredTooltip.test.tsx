import { IconButton } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './DeferredTooltip';

const button = (
  <DeferredTooltip title="User menu">
    <IconButton aria-label="User menu">U</IconButton>
  </DeferredTooltip>
);

describe('DeferredTooltip', () => {
  it('mounts its child alone first, so the first commit holds no tooltip update', () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(button));
    expect(host.querySelector('button')).toHaveAttribute('aria-label', 'User menu');
    expect(host.querySelector('button')).not.toHaveAttribute('data-mui-internal-clone-element');
    act(() => root.unmount());
  });

  it('then shows its title on hover, as MUI tooltip does', async () => {
    render(button);
    await userEvent.hover(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User menu');
  });
});
