import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { registry } from '../resources';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from './auth/createAuthProvider';
import { getConfig } from './config/config';
import { createDataProvider } from './data/createDataProvider';
import { createI18nProvider } from './i18n/createI18nProvider';
import { dashboardDarkTheme } from './layout/dashboardDarkTheme';
import { dashboardTheme } from './layout/dashboardTheme';
import { DashboardNotification } from './layout/DashboardNotification';
import { withSidebarKey } from './layout/sidebar/withSidebarKey';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { RootRouteError } from './pages/errors/RootRouteError';
import { accessRules } from './navigation/accessRules';
import { HomeRoute } from './routes/HomeRoute';
import { localeRoutes } from './routes/localeRoutes';
import { LazyLayout } from './routes/LazyLayout';
import { pageRoutes } from './routes/pageRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { resourceRoutes } from './routes/resourceRoutes';
import { call, forward } from './transport/call';

const authProvider = createAuthProvider({ rules: accessRules });
// The call layer sends the spec's socket calls over the socket itself.
const dataProvider = createDataProvider(registry, { call, forward, socket: call });
const i18nProvider = createI18nProvider(registry);
const store = withSidebarKey(localStorageStore(undefined, 'wse'));
const signedInPages = [...resourceRoutes(registry), ...pageRoutes()];

function Dashboard() {
  return (
    <Admin
      title={getConfig().title}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={dashboardTheme}
      darkTheme={dashboardDarkTheme}
      layout={LazyLayout}
      dashboard={HomeRoute}
      catchAll={NotFoundPage}
      notification={DashboardNotification}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>{[...publicRoutes(), ...localeRoutes()]}</CustomRoutes>
      <CustomRoutes>{signedInPages}</CustomRoutes>
    </Admin>
  );
}

// A data router with real paths (no '#'): react-admin uses it instead of its own hash router.
const router = createBrowserRouter([{ path: '*', element: <Dashboard />, errorElement: <RootRouteError /> }]);

/**
 * The whole dashboard: react-admin with the API's auth and data providers, the signed-in layout, the public
 * pages and one route for every page of spec §2.
 *
 * @example
 * createRoot(root).render(<App />);
 */
export function App() {
  return <RouterProvider router={router} />;
}
