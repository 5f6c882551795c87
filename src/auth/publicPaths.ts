/** Pages without the sidebar, open to anyone (docs/product.md#screens-and-routes). */
export const PUBLIC_PATHS = ['/login', '/forgot-password', '/qr'] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
