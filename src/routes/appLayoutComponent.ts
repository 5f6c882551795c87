import { preloadableLazy } from '../lib/preloadableLazy';

/**
 * The signed-in layout's component, fetched on first use or preloaded at start-up (preloadRoute). Kept apart
 * from LazyLayout so picking the first page's code does not load the layout's loading indicator (MUI).
 */
export const AppLayoutComponent = preloadableLazy(() => import('./AppLayout'));
