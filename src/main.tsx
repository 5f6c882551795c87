import { registry } from '../resources';
import { seedAuthQueries } from './auth/seedAuthQueries';
import { loadConfig } from './config/config';
import { holdFirstContent } from './lib/firstContent';
import { authProvider } from './routes/authProvider';
import { preloadRoute } from './routes/preloadRoute';
import { queryClient } from './routes/queryClient';

// The entry holds only what picks the first page, so the app's code and that page's code are fetched side by
// side instead of one after the other.
async function start() {
  holdFirstContent();
  // A failed preload is not fatal: the page's route fetches (or reports) its code again.
  const preloading = Promise.all([
    preloadRoute(window.location, registry).catch(() => undefined),
    seedAuthQueries(queryClient, authProvider),
  ]);
  const [config, { renderApp }] = await Promise.all([loadConfig(), import('./renderApp')]);
  await preloading;
  renderApp(config);
}

void start();
