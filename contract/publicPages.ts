/**
 * The pages without the sidebar, open to anyone (docs/product.md#screens-and-routes): the client routes them,
 * the server serves them bare.
 */
export const PUBLIC_PAGE_PATHS = ['/login', '/forgot-password', '/qr'] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

export function isPublicPagePath(pathname: string): pathname is PublicPagePath {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname);
}
