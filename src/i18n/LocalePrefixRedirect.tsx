import { Navigate } from '../routing/Navigate';
import { useLocation } from '../routing/useLocation';
import { stripLocalePrefix } from './stripLocalePrefix';
import { withLocale } from './withLocale';

/**
 * Sends a locale-prefixed path to the path its locale is shown at: for the default locale (en, the only one
 * configured) that drops the prefix, so '/en/tech/redis' opens '/tech/redis'.
 */
export function LocalePrefixRedirect() {
  const { pathname, search, hash } = useLocation();
  const { locale, path } = stripLocalePrefix(pathname);
  return <Navigate replace to={`${withLocale(path, locale)}${search}${hash}`} />;
}
