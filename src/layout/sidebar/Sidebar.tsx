import { Paper, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { lazyExport } from '../../lib/lazyExport';
import { sidebarWidth } from './sidebarWidth';

// The phone's overlay is a MUI Drawer, whose module brings a modal and a slide transition: fetched on a phone only.
const PhoneSidebar = lazyExport(() => import('./PhoneSidebar').then((module) => module.PhoneSidebar));

// MUI's permanent drawer, as it renders (its classes, its root's and paper's styles), under our own rules: a paper
// in a div. MUI's Drawer would bring the phone's modal and transition to every signed-in page.
const Docked = styled('div', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(
  ({ open, theme }) => ({
    flex: '0 0 auto',
    height: 'calc(100vh - 3em)',
    '& .RaSidebar-fixed': {
      position: 'fixed',
      height: 'calc(100vh - 3em)',
      overflowX: 'hidden',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiDrawer-paper': {
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      flex: '1 0 auto',
      WebkitOverflowScrolling: 'touch',
      top: 0,
      left: 0,
      outline: 0,
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
  }),
);

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
    <Suspense fallback={null}>
      <PhoneSidebar open={open} onClose={() => setOpen(false)}>
        {children}
      </PhoneSidebar>
    </Suspense>
  ) : (
    <Docked
      open={open}
      className={`MuiDrawer-root MuiDrawer-anchorLeft MuiDrawer-docked ${open ? 'RaSidebar-open' : 'RaSidebar-closed'}`}
    >
      <Paper
        elevation={0}
        square
        className="MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft"
      >
        <div className="RaSidebar-fixed">{children}</div>
      </Paper>
    </Docked>
  );
}
