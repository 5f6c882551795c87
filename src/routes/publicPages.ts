import type { PublicPagePath } from '../../contract/publicPages';
import { preloadableLazy, type PreloadableComponent } from '../lib/preloadableLazy';

/**
 * The pages without the sidebar, open to anyone (docs/product.md#screens-and-routes), each fetched on entry
 * or preloaded at start-up.
 */
export const PUBLIC_PAGES: { path: PublicPagePath; label: string; Page: PreloadableComponent<object> }[] = [
  { path: '/login', label: 'Sign in', Page: preloadableLazy(() => import('../pages/login/LoginPage')) },
  {
    path: '/forgot-password',
    label: 'Forgot password',
    Page: preloadableLazy(() => import('../pages/forgotPassword/ForgotPasswordPage')),
  },
  {
    path: '/qr',
    label: 'Two-factor authentication',
    Page: preloadableLazy(() => import('../pages/qr/QrPage')),
  },
];
