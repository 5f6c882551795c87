import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';

/**
 * What every sidebar entry needs, worked out once for all: which entry is current (an entry stays current on
 * the pages under it, the dashboard only on itself), whether the sidebar is open, and, on a small screen,
 * closing it once an entry is chosen.
 *
 * @example
 * const { isActive, sidebarOpen, onNavigate } = useMenuNavigation();
 */
export function useMenuNavigation() {
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return {
    sidebarOpen,
    isActive: (path: string) => matchPath({ path, end: path === '/' }, pathname) !== null,
    onNavigate: small ? () => setSidebarOpen(false) : undefined,
  };
}
