import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config/config';
import { LOCALE_ROUTING } from './i18n/localeRouting';
import { storeLanguage } from './i18n/storeLanguage';

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
