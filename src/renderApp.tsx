import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from './config/config';
import { LOCALE_ROUTING } from './i18n/localeRouting';
import { storeLanguage } from './i18n/storeLanguage';

/** Renders the dashboard into #root once `/config.json` is loaded. */
export function renderApp(config: RuntimeConfig) {
  document.title = config.title;
  storeLanguage(LOCALE_ROUTING.defaultLocale, config.apiUrl);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
