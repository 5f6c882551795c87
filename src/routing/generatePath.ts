/**
 * A route pattern with its params filled in (each encoded as one segment): an absent optional param (`:id?`) drops its segment, a splat (`*`)
 * takes `params['*']`. A missing required param is an error, not a path with a hole in it.
 *
 * @example
 * generatePath('/member/:id?', { id: '7' }); // '/member/7'
 * generatePath('/member/:id?', {}); // '/member'
 */
export function generatePath(path: string, params: Record<string, string | number | undefined> = {}): string {
  const segments = path.split('/').flatMap((segment, index, all): string[] => {
    if (segment === '*' && index === all.length - 1) {
      const rest = params['*'];
      return rest === undefined ? [] : [String(rest)];
    }
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name = '', optional] = param;
    const value = params[name];
    if (value !== undefined) return [encodeURIComponent(String(value))];
    if (optional) return [];
    throw new Error(`generatePath: the path "${path}" needs the param "${name}"`);
  });
  const generated = segments.join('/');
  return path.startsWith('/') && !generated.startsWith('/') ? `/${generated}` : generated;
}
