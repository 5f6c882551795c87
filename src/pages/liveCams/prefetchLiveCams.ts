import type { QueryClient } from '@tanstack/react-query';
import { liveWallQuery } from './liveWallQuery';

/**
 * Start-up's ask for the Live Cams page's wall while the page's code loads and runs. A failure is the page's to
 * report.
 *
 * @example
 * await prefetchLiveCams(queryClient);
 */
export async function prefetchLiveCams(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(liveWallQuery);
}
