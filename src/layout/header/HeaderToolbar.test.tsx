import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, type AuthProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { beginCall } from '../../transport/callState';
import { HeaderToolbar } from './HeaderToolbar';

function renderToolbar(logout = vi.fn(async () => undefined)) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'support' }),
  };
  render(
    <CoreAdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <HeaderToolbar />
    </CoreAdminContext>,
  );
  return logout;
}

describe('HeaderToolbar', () => {
  it('shows the signed-in username capitalised and logs out from the icon', async () => {
    const logout = renderToolbar();
    expect(await screen.findByText('Support')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
  });

  it('shows the loading indicator while a call runs', async () => {
    renderToolbar();
    await screen.findByText('Support');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let done: () => void = () => undefined;
    act(() => {
      done = beginCall();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    act(() => done());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('marks debug mode when the debug key is 1', async () => {
    localStorage.setItem(STORAGE_KEYS.debug, '1');
    renderToolbar();
    expect(await screen.findByText('Debug')).toBeInTheDocument();
  });

  it('shows no debug mark otherwise', async () => {
    renderToolbar();
    await screen.findByText('Support');
    expect(screen.queryByText('Debug')).not.toBeInTheDocument();
  });
});
