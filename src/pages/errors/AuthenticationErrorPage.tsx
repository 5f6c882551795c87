import { useTranslate } from 'ra-core';
import { ErrorPage } from './ErrorPage';

/** Where react-admin sends a user whose access check failed (not refused): the error page, saying so. */
export function AuthenticationErrorPage() {
  const translate = useTranslate();
  return <ErrorPage message={translate('ra.page.authentication_error')} />;
}
