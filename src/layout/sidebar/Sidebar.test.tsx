import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';

function renderSidebar(open: boolean) {
  const store = memoryStore({ 'sidebar.open': open });
  render(
    <AdminContext store={store}>
      <Sidebar>
        <nav aria-label="Main menu">Menu</nav>
      </Sidebar>
    </AdminContext>,
  );
  return store;
}

/** A phone's viewport, for MUI's useMediaQuery (jsdom has no matchMedia: every query reads as a desktop's). */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('Sidebar', () => {
  it('stands beside the page on a desktop, open or folded, with MUI’s docked drawer classes', () => {
    renderSidebar(false);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu.closest('.MuiDrawer-docked')).toHaveClass('RaSidebar-closed');
    expect(menu.closest('.MuiDrawer-paper')).toHaveClass('MuiPaper-root', 'MuiDrawer-paperAnchorDockedLeft');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('opens over the page on a phone, and a press of Escape closes it', async () => {
    onPhone();
    const store = renderSidebar(true);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveClass('MuiDrawer-modal');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.getItem('sidebar.open')).toBe(false));
  });

  it('shows nothing on a phone while closed', () => {
    onPhone();
    renderSidebar(false);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
