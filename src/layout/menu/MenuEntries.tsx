import { MenuList, type Theme } from '@mui/material';
import { useDeferredValue } from 'react';
import { sidebarWidth } from '../sidebar/sidebarWidth';
import { MenuEntryLink } from './MenuEntryLink';
import { MenuGroup } from './MenuGroup';
import { useMenuModel } from './useMenuModel';
import { isCurrentPage, useMenuNavigation } from './useMenuNavigation';

// The menu as react-admin's is laid out, and the entries' look as its items': secondary text, primary when current;
// set once for all. (react-admin's menu itself would bring its own items, with a keyboard shortcuts library.)
const MENU_STYLES = {
  display: 'flex',
  flexDirection: 'column',
  mt: 0,
  transition: (theme: Theme) =>
    theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  '& .menu-entry, & .menu-entry .MuiListItemIcon-root': { color: 'text.secondary' },
  '& .menu-entry.active, & .menu-entry.active .MuiListItemIcon-root': { color: 'text.primary' },
  '& .menu-entry.indented': { pl: 4 },
} as const;

/** The sidebar's menu: Dashboard, then each group the user may see (docs/product.md#screens-and-routes). */
export function MenuEntries() {
  const { top, groups } = useMenuModel();
  // Fifty-odd entries cost more to render than the page itself: they follow in a second, interruptible render,
  // so the page's first rows are not held up by them (the menu's width is fixed: nothing moves when they come).
  const showEntries = useDeferredValue(true, false);
  const navigation = useMenuNavigation();
  const { sidebarOpen } = navigation;
  return (
    <MenuList
      aria-label="Main menu"
      sx={{ ...MENU_STYLES, width: sidebarOpen ? sidebarWidth.open : sidebarWidth.closed }}
    >
      {showEntries &&
        top.map((entry) => (
          <MenuEntryLink
            key={entry.key}
            entry={entry}
            active={isCurrentPage(entry.path, navigation.pathname)}
            sidebarOpen={sidebarOpen}
            open={navigation.open}
          />
        ))}
      {showEntries &&
        groups.map((group) => (
          <MenuGroup
            key={group.key}
            group={group}
            pathname={navigation.pathname}
            sidebarOpen={sidebarOpen}
            openPage={navigation.open}
          />
        ))}
    </MenuList>
  );
}
