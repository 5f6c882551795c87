/**
 * A pathname with each segment decoded (a '/' inside one stays `%2F`), so that a route matches the path a link
 * pushed (`/member/a b`) and the one the browser gives back after a reload (`/member/a%20b`) alike.
 *
 * @example
 * decodePathname('/member/a%20b'); // '/member/a b'
 */
export function decodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
