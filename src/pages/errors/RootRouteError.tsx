import { I18nContextProvider } from 'ra-core';
import type { FallbackProps } from 'react-error-boundary';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppError } from './AppError';

/** The app's last resort, for errors outside react-admin's own error boundary (e.g. the layout failing to load). */
export function RootRouteError({ error }: FallbackProps) {
  return (
    <I18nContextProvider value={i18nProvider}>
      <AppError error={error} />
    </I18nContextProvider>
  );
}
