import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config/config';
import { LOCALE_ROUTING } from './i18n/localeRouting';
import { storeLanguage } from './i18n/storeLanguage';
import { reloadOnce } from './pages/errors/reloadOnce';

// A chunk that vanished after a deployment: reload once for fresh code instead of failing (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

async function start() {
  const config = await loadConfig();
  document.title = config.title;
  storeLanguage(LOCALE_ROUTING.defaultLocale, config.apiUrl);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
