import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { registry } from '../resources';
import { ErrorBoundary } from 'react-error-boundary';
import { getConfig } from './config/config';
import { appStore } from './routes/appStore';
import { authProvider } from './routes/authProvider';
import { dataProvider } from './routes/dataProvider';
import { createI18nProvider } from './i18n/createI18nProvider';
import { emotionCache } from './lib/emotionCache';
import { dashboardDarkTheme } from './layout/dashboardDarkTheme';
import { dashboardTheme } from './layout/dashboardTheme';
import { DashboardNotification } from './layout/DashboardNotification';
import { RootRouteError } from './pages/errors/RootRouteError';
import { DashboardRoutes } from './routes/DashboardRoutes';
import { localeRoutes } from './routes/localeRoutes';
import { pageRoutes } from './routes/pageRoutes';
import { queryClient } from './routes/queryClient';
import { prefetchListsOnNavigation } from './routes/prefetchListsOnNavigation';
import { publicRoutes } from './routes/publicRoutes';
import { resourceRoutes } from './routes/resourceRoutes';
import { ResourceRegistry } from './schema/views/ResourceRegistry';
import { createBrowserHistory } from './routing/createBrowserHistory';
import { historyRouterProvider } from './routing/historyRouterProvider';
import { Router } from './routing/Router';

const i18nProvider = createI18nProvider(registry);
const publicPages = [...publicRoutes(), ...localeRoutes()];
const signedInPages = [...resourceRoutes(registry), ...pageRoutes()];

// react-admin's <Admin> with the dashboard's own routes and pages: <Admin> itself would load react-admin's default
// layout, login and error pages, which the dashboard replaces, on every first page. Its resource registry is filled
// from the definitions (ResourceRegistry) instead of from <Resource> elements.
function Dashboard() {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={appStore}
      routerProvider={historyRouterProvider}
      theme={dashboardTheme}
      darkTheme={dashboardDarkTheme}
    >
      <CssBaseline enableColorScheme>
        <ResourceRegistry registry={registry}>
          <DashboardRoutes
            title={getConfig().title}
            publicRoutes={publicPages}
            signedInRoutes={signedInPages}
          />
        </ResourceRegistry>
        <DashboardNotification />
      </CssBaseline>
    </AdminContext>
  );
}

// Real paths (no '#'): react-admin uses this router instead of making its own hash router.
const history = createBrowserHistory();
prefetchListsOnNavigation(history, registry);

/**
 * The whole dashboard: react-admin with the API's auth and data providers, the signed-in layout, the public
 * pages and one route for every page of docs/product.md#screens-and-routes.
 *
 * @example
 * createRoot(root).render(<App />);
 */
export function App() {
  return (
    <CacheProvider value={emotionCache}>
      <Router history={history}>
        <ErrorBoundary FallbackComponent={RootRouteError}>
          <Dashboard />
        </ErrorBoundary>
      </Router>
    </CacheProvider>
  );
}
