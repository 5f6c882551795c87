import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '../../../routing/MemoryRouter';
import { Route } from '../../../routing/Route';
import { Routes } from '../../../routing/Routes';
import { CoreAdminContext } from 'ra-core';
import { createAuthProvider } from '../../../auth/createAuthProvider';

/**
 * Renders a public page at `url` inside react-admin's contexts with the real auth provider, plus a
 * home route, so a test sees where the page navigates.
 *
 * @example
 * renderPublicPage('/login', '/login', <LoginPage />);
 */
export function renderPublicPage(route: string, url: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CoreAdminContext authProvider={createAuthProvider({ rules: {} })}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/login" element={<p>Login route</p>} />
        </Routes>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}
