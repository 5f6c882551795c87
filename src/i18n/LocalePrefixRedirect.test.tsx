import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../routing/MemoryRouter';
import { Route } from '../routing/Route';
import { Routes } from '../routing/Routes';
import { useLocation } from '../routing/useLocation';
import { describe, expect, it } from 'vitest';
import { localeRoutes } from '../routes/localeRoutes';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

describe('LocalePrefixRedirect', () => {
  it.each([
    ['/en/tech/redis?tab=1', '/tech/redis?tab=1'],
    ['/en', '/'],
  ])('opens %s at %s, the default locale having no prefix', (from, to) => {
    render(
      <MemoryRouter initialEntries={[from]}>
        <Routes>
          {localeRoutes()}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(to);
  });
});
