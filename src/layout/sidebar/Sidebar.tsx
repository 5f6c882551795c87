import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { sidebarWidth } from './sidebarWidth';

const Docked = styled(Drawer, { shouldForwardProp: (prop) => prop !== 'open' })(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  '& .RaSidebar-fixed': {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open ? sidebarWidth.open : sidebarWidth.closed,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    border: 'none',
    zIndex: 'inherit',
  },
}));

/**
 * The sidebar as react-admin's draws it: beside the page, open or folded to its icons (react-admin's sidebar
 * state, kept across visits), and over the page on a phone, closed again by a tap outside. Ours because
 * react-admin's also follows the page's scroll to tuck itself under a header that hides, where ours always shows:
 * that reads the scroll position as the first page renders, a layout of the whole page it then lays out again.
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  return phone ? (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      sx={{ '& .MuiPaper-root': { width: sidebarWidth.open, bgcolor: 'background.default' } }}
    >
      {children}
    </Drawer>
  ) : (
    <Docked variant="permanent" open={open} className={open ? 'RaSidebar-open' : 'RaSidebar-closed'}>
      <div className="RaSidebar-fixed">{children}</div>
    </Docked>
  );
}
