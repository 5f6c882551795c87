import { useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { matchPath } from '../../routing/matchPath';
import { useLocation } from '../../routing/useLocation';
import { useNavigate } from '../../routing/useNavigate';

/** Whether the page at `pathname` is `path`'s: an entry stays current on the pages under it, the dashboard only on itself. */
export const isCurrentPage = (path: string, pathname: string) =>
  matchPath({ path, end: path === '/' }, pathname) !== null;

/**
 * What every sidebar entry needs, worked out once for all: the current page's path (which entry is current:
 * isCurrentPage), whether the sidebar is open, and how to open an entry's page
 * (on a small screen, closing the sidebar too).
 *
 * `open` is the same function from render to render, so an entry whose state did not change is not drawn again
 * when the URL changes (a page, a sort, a page size).
 *
 * @example
 * const { pathname, sidebarOpen, open } = useMenuNavigation();
 * isCurrentPage('/admin/accounts', pathname);
 */
export function useMenuNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const smallNow = useRef(small);
  useLayoutEffect(() => {
    smallNow.current = small;
  });
  const open = useCallback(
    (path: string) => {
      if (smallNow.current) setSidebarOpen(false);
      navigate(path);
    },
    [navigate, setSidebarOpen],
  );
  return {
    sidebarOpen,
    pathname,
    open,
  };
}
