import { IconButton } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with MUI's tooltip not yet fetched, and no first page holding it back.
let DeferredTooltip: typeof import('./DeferredTooltip').DeferredTooltip;
let firstContent: typeof import('./firstContent');
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredTooltip } = await import('./DeferredTooltip'));
  firstContent = await import('./firstContent');
});

const button = () => (
  <>
    <button>Before</button>
    <DeferredTooltip title="User menu">
      <IconButton aria-label="User menu">U</IconButton>
    </DeferredTooltip>
  </>
);

describe('DeferredTooltip', () => {
  it('mounts its child alone first, so the first commit holds no tooltip update', async () => {
    await DeferredTooltip.preload();
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(button()));
    expect(host.querySelector('[aria-label="User menu"]')).not.toHaveAttribute(
      'data-mui-internal-clone-element',
    );
    act(() => root.unmount());
  });

  it('fetches the tooltip once the first content is shown, then shows its title on hover', async () => {
    firstContent.holdFirstContent();
    render(button());
    act(() => firstContent.firstContentShown());
    // Wrapped in MUI's tooltip once its code is in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'User menu' })).toHaveAttribute(
        'data-mui-internal-clone-element',
      ),
    );
    await userEvent.hover(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User menu');
  });

  it('shows its title on keyboard focus', async () => {
    render(button());
    await act(() => DeferredTooltip.preload());
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User menu');
  });

  it('keeps keyboard focus on its child while the tooltip’s code comes, and shows the title from the next focus', async () => {
    firstContent.holdFirstContent(); // the first focus, not the first content, fetches the code
    render(button());
    await userEvent.tab();
    await userEvent.tab();
    const child = screen.getByRole('button', { name: 'User menu' });
    expect(child).toHaveFocus();
    await act(() => DeferredTooltip.preload());
    expect(screen.getByRole('button', { name: 'User menu' })).toBe(child);
    expect(child).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User menu');
  });

  it('swaps in the tooltip only once the pointer has left its child, then shows the title on hover', async () => {
    firstContent.holdFirstContent();
    render(button());
    const child = screen.getByRole('button', { name: 'User menu' });
    await userEvent.hover(child);
    await act(() => DeferredTooltip.preload());
    expect(screen.getByRole('button', { name: 'User menu' })).toBe(child);

    await userEvent.unhover(child);
    await userEvent.hover(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User menu');
  });
});
