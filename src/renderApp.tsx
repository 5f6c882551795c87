import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from './config/config';
import { LOCALE_ROUTING } from './i18n/localeRouting';
import { storeLanguage } from './i18n/storeLanguage';
import { longerFirstSlices } from './lib/longerFirstSlices';

/** Renders the dashboard into #root once `/config.json` is loaded. */
export function renderApp(config: RuntimeConfig) {
  document.title = config.title;
  storeLanguage(LOCALE_ROUTING.defaultLocale, config.apiUrl);
  const root = createRoot(document.getElementById('root')!);
  void longerFirstSlices();
  // As a transition the first render yields to the browser between slices, where a plain one is a single task of
  // the whole page (about 500 ms on a phone); the server's frame stays on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
