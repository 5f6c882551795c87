import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { generatePath, MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { createI18nProvider } from '../i18n/createI18nProvider';
import { CUSTOM_PAGES } from '../navigation/customPages';
import { PLACEHOLDER_PAGES } from '../navigation/placeholderPages';
import { PAGE_LOADERS } from './pageLoaders';
import { pageRoutes } from './pageRoutes';

const everyone: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  canAccess: () => Promise.resolve(true),
};

describe('pageRoutes', { timeout: 30_000 }, () => {
  it.each(PLACEHOLDER_PAGES.map((page) => [page.path, page.label] as const))(
    '%s shows the placeholder naming %s',
    async (path, label) => {
      render(
        <MemoryRouter initialEntries={[generatePath(path, { id: '3', name: 'site' })]}>
          <AdminContext
            authProvider={everyone}
            dataProvider={testDataProvider()}
            i18nProvider={createI18nProvider(registry)}
          >
            <Routes>{pageRoutes()}</Routes>
          </AdminContext>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
      expect(screen.getByText('This page is being built.')).toBeInTheDocument();
    },
  );

  it('lists no built page as a placeholder, and has the code of every other custom page', () => {
    expect(PLACEHOLDER_PAGES.filter((page) => PAGE_LOADERS[page.key])).toEqual([]);
    expect(CUSTOM_PAGES.filter((page) => !PAGE_LOADERS[page.key])).toEqual([]);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(CUSTOM_PAGES.map((page) => page.key).sort());
  });
});
