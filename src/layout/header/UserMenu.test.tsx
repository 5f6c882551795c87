import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { dashboardDarkTheme } from '../dashboardDarkTheme';
import { dashboardTheme } from '../dashboardTheme';
import { UserMenu } from './UserMenu';

function renderMenu() {
  const logout = vi.fn(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  const store = memoryStore();
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={dashboardTheme}
        darkTheme={dashboardDarkTheme}
      >
        <UserMenu />
      </AdminContext>
    </MemoryRouter>,
  );
  return { logout, store };
}

describe('UserMenu', () => {
  it('offers two-factor enrolment as a link to /qr', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Two-factor authentication' })).toHaveAttribute(
      'href',
      '/qr',
    );
  });

  it('switches to the dark theme and remembers it in the store, then offers the light one', async () => {
    const { store } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dark theme' }));
    expect(store.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.getByRole('menuitem', { name: 'Light theme' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const { logout } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('opens from the keyboard with focus on its first item, and Escape closes it back to the button', async () => {
    renderMenu();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Two-factor authentication' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
  });
});
