/**
 * The pages without the sidebar, open to anyone (docs/product.md#screens-and-routes): the client routes them,
 * the server serves them bare.
 */
export const PUBLIC_PAGE_PATHS = ['/login', '/forgot-password', '/qr'] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

export function isPublicPagePath(pathname: string): pathname is PublicPagePath {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname);
}

/**
 * The heading a public page's card opens with: the page draws it, and the server's frame draws it before the
 * page's code has run. /forgot-password is the reset form when its link's `?token=` is there.
 *
 * @example
 * publicPageHeading('/forgot-password', '?token=abc'); // 'Choose a new password'
 */
export function publicPageHeading(path: PublicPagePath, search: string): string {
  switch (path) {
    case '/login':
      return 'Sign in';
    case '/forgot-password':
      return new URLSearchParams(search).get('token') ? 'Choose a new password' : 'Forgot password';
    case '/qr':
      return 'Two-factor authentication';
  }
}
