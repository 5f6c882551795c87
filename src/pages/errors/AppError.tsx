import { useEffect } from 'react';
import { failPageLoad } from '../../layout/progress/routeProgress';
import { ErrorPage } from './ErrorPage';
import { errorDetails } from './errorDetails';
import { isChunkLoadError } from './isChunkLoadError';
import { reloadOnce } from './reloadOnce';

/**
 * What any error caught while rendering a route shows: an error page with its status and message, and a red
 * progress bar. A page whose code failed to load (a deployment replaced the chunks) reloads once instead.
 *
 * @example
 * <Layout error={({ error }) => <AppError error={error} />}>…</Layout>
 */
export function AppError({ error }: { error: unknown }) {
  useEffect(() => {
    if (!(isChunkLoadError(error) && reloadOnce())) failPageLoad();
  }, [error]);
  return <ErrorPage {...errorDetails(error)} />;
}
