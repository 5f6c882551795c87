import { useMemo } from 'react';
import type { RouterMatch } from 'ra-core';
import { decodePathname } from './decodePathname';
import { matchPath } from './matchPath';
import { useLocation } from './useLocation';

/** The match of `pattern` on the current path, or null. */
export function useMatch(pattern: { path: string; end?: boolean }): RouterMatch | null {
  const { pathname } = useLocation();
  const { path, end } = pattern;
  return useMemo(() => matchPath({ path, end }, decodePathname(pathname)), [path, end, pathname]);
}
