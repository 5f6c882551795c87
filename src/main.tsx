import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registry } from '../resources';
import { App } from './App';
import { loadConfig } from './config/config';
import { LOCALE_ROUTING } from './i18n/localeRouting';
import { storeLanguage } from './i18n/storeLanguage';
import { preloadRoute } from './routes/preloadRoute';

async function start() {
  // A failed preload is not fatal: the page's route fetches (or reports) its code again.
  const preloading = preloadRoute(window.location.pathname, registry).catch(() => undefined);
  const config = await loadConfig();
  await preloading;
  document.title = config.title;
  storeLanguage(LOCALE_ROUTING.defaultLocale, config.apiUrl);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
