import { I18nContextProvider } from 'ra-core';
import { useRouteError } from 'react-router-dom';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppError } from './AppError';

/** The router's last resort, for errors outside react-admin's own error boundary (e.g. the layout failing to load). */
export function RootRouteError() {
  const error = useRouteError();
  return (
    <I18nContextProvider value={i18nProvider}>
      <AppError error={error} />
    </I18nContextProvider>
  );
}
