import type { PublicPagePath } from '../../contract/publicPages';
import { preloadableLazy, type PreloadableComponent } from '../lib/preloadableLazy';

/**
 * The pages without the sidebar, open to anyone (docs/product.md#screens-and-routes), each fetched on entry
 * or preloaded at start-up.
 */
export const PUBLIC_PAGES: { path: PublicPagePath; Page: PreloadableComponent<object> }[] = [
  { path: '/login', Page: preloadableLazy(() => import('../pages/login/LoginPage')) },
  {
    path: '/forgot-password',
    Page: preloadableLazy(() => import('../pages/forgotPassword/ForgotPasswordPage')),
  },
  { path: '/qr', Page: preloadableLazy(() => import('../pages/qr/QrPage')) },
];
