// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupsTodayResponse } from '../../../contract/dashboard/dashboardModuleData';
import { makeToken } from '../../auth/testing/makeToken';
import { clearToken, setToken } from '../../auth/tokenStore';
import { call } from '../../transport/call';
import { prefetchHome } from './prefetchHome';
import { moduleDataQuery } from './modules/moduleDataQuery';

vi.mock('../../transport/call', () => ({ call: vi.fn() }));

const layout = { modules: ['signups-today', 'payouts-due'], layouts: {} };

describe('prefetchHome', () => {
  afterEach(() => {
    vi.mocked(call).mockReset();
    clearToken();
  });

  it("asks for the person's layout, then the data of its modules whose role they have", async () => {
    setToken(makeToken({ roles: ['MEMBER_BASE'] }));
    vi.mocked(call).mockImplementation(async (_method, path) =>
      path === '/account/preferences'
        ? { preferences: { homeLayout: layout } }
        : { day: '2026-11-27', count: 4 },
    );
    const queryClient = new QueryClient();
    await prefetchHome(queryClient);
    expect(vi.mocked(call).mock.calls.map(([, path]) => path)).toEqual([
      '/account/preferences',
      '/dashboard/signups-today',
    ]);
    const signups = moduleDataQuery('signups-today', signupsTodayResponse);
    expect(queryClient.getQueryData(signups.queryKey)).toEqual({ day: '2026-11-27', count: 4 });
  });

  it('asks for no module when the layout cannot be read: the page says so', async () => {
    setToken(makeToken({ roles: ['MEMBER_BASE'] }));
    vi.mocked(call).mockRejectedValue(new Error('down'));
    await prefetchHome(new QueryClient());
    expect(call).toHaveBeenCalledOnce();
  });
});
