/** Pages without the sidebar, open to anyone (spec §2). */
export const PUBLIC_PATHS = ['/login', '/forgot-password', '/qr'] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
