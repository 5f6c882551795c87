import { createTheme, ThemeProvider } from '@mui/material';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../routing/MemoryRouter';
import { Route } from '../../routing/Route';
import { Routes } from '../../routing/Routes';
import { useLocation } from '../../routing/useLocation';
import { describe, expect, it, vi } from 'vitest';
import type { PageEntry } from '../../navigation/pageCatalogue';
import { MenuEntryLink } from './MenuEntryLink';
import { isCurrentPage, useMenuNavigation } from './useMenuNavigation';

const accounts: PageEntry = {
  key: 'accounts',
  path: '/admin/accounts',
  label: 'Accounts',
  access: { resource: 'accounts', action: 'page' },
};

describe('MenuEntryLink', () => {
  it('is a link to its page that opens it in the app, marked when current', async () => {
    const open = vi.fn();
    render(<MenuEntryLink entry={accounts} active sidebarOpen open={open} />);
    const link = screen.getByRole('menuitem', { name: 'Accounts' });
    expect(link).toHaveAttribute('href', '/admin/accounts');
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('/admin/accounts');
  });

  it('leaves a click with Ctrl, Shift or Cmd to the browser (a new tab or window)', async () => {
    const open = vi.fn();
    render(<MenuEntryLink entry={accounts} active={false} sidebarOpen open={open} />);
    const link = screen.getByRole('menuitem', { name: 'Accounts' });
    expect(link).not.toHaveAttribute('aria-current');
    const user = userEvent.setup();
    for (const key of ['Control', 'Shift', 'Meta']) {
      await user.keyboard(`{${key}>}`);
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await user.click(link);
      await user.keyboard(`{/${key}}`);
    }
    expect(open).not.toHaveBeenCalled();
  });
});

describe('useMenuNavigation', () => {
  it('opens a page, with the same function whatever the URL, so unchanged entries are not drawn again', () => {
    const location = { current: '' };
    const Where = ({ children }: { children: ReactNode }) => {
      const { pathname, search } = useLocation();
      location.current = pathname + search;
      return children;
    };
    const { result } = renderHook(() => useMenuNavigation(), {
      wrapper: ({ children }) => (
        <ThemeProvider theme={createTheme()}>
          <MemoryRouter initialEntries={['/support/members']}>
            <Routes>
              <Route path="*" element={<Where>{children}</Where>} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      ),
    });
    const first = result.current.open;
    expect(isCurrentPage('/support/members', result.current.pathname)).toBe(true);
    act(() => first('/support/members?perPage=1000'));
    expect(location.current).toBe('/support/members?perPage=1000');
    expect(result.current.open).toBe(first);
    act(() => result.current.open('/admin/accounts'));
    expect(location.current).toBe('/admin/accounts');
    expect(isCurrentPage('/admin/accounts', result.current.pathname)).toBe(true);
    expect(isCurrentPage('/support/members', result.current.pathname)).toBe(false);
  });
});
