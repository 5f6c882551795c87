import { registry } from '../resources';
import { seedAuthQueries } from './auth/seedAuthQueries';
import { loadConfig } from './config/config';
import { atMost } from './lib/atMost';
import { holdFirstContent } from './lib/firstContent';
import { watchShellLogin } from './pages/login/shellLogin';
import { authProvider } from './routes/authProvider';
import { LIST_PAGE_WAIT_MS, preloadCustomPage, preloadRoute } from './routes/preloadRoute';
import { prefetchPageData } from './routes/prefetchPageData';
import { queryClient } from './routes/queryClient';

// The entry holds only what picks the first page, so the app's code and that page's code are fetched side by
// side instead of one after the other.
async function start() {
  watchShellLogin();
  holdFirstContent();
  const config = loadConfig();
  const signedIn = seedAuthQueries(queryClient, authProvider);
  const pageData = prefetchPageData(window.location, registry);
  // React's DOM renderer, the app and then the page's code each run in a task of their own once fetched (all
  // preloaded by the page's HTML, vite.config.ts): a module's import runs every module it needs that has not run
  // yet in one task, which was ~1 s on a phone with them all at once.
  await import('react-dom/client');
  // A custom page's calls leave before the app's code runs (a list's or a record's left already): they would
  // otherwise wait for that whole task.
  await pageData.sent;
  // A custom page's own code is fetched while the app's runs, not after it (nothing else preloads it).
  preloadCustomPage(window.location, registry)?.catch(() => undefined);
  const { renderApp } = await import('./renderApp');
  // A failed preload is not fatal: the page's route fetches (or reports) its code again.
  await Promise.all([preloadRoute(window.location, registry).catch(() => undefined), signedIn]);
  // As for a list's first page: drawn with its data, the page is drawn once.
  await atMost(LIST_PAGE_WAIT_MS, pageData.data);
  renderApp(await config);
}

void start();
