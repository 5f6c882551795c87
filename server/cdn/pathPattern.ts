/**
 * Whether a path matches a CDN purge pattern: the exact path, or a glob where `*` stands for any characters
 * (`/assets/*` is every asset, `/assets/*.js` every script); an empty pattern matches every path.
 *
 * @example
 * pathPattern('/assets/*.js')('/assets/index-D3x.js'); // true
 */
export function pathPattern(pattern: string): (path: string) => boolean {
  if (pattern === '') return () => true;
  if (!pattern.includes('*')) return (path) => path === pattern;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`, 's');
  return (path) => regex.test(path);
}
