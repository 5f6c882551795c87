import SearchIcon from '@mui/icons-material/Search';
import { Box, ListItemButton, ListItemIcon, Tooltip } from '@mui/material';
import { Menu } from 'react-admin';
import { SidebarSearch } from '../search/SidebarSearch';
import { useSearchShortcut } from '../search/useSearchShortcut';
import { MenuEntryIcon } from './MenuEntryIcon';
import { MenuGroup } from './MenuGroup';
import { useMenuModel } from './useMenuModel';

/** react-admin's sidebar widths (theme.sidebar), open and closed. */
const SIDEBAR_WIDTH = 240;
const CLOSED_WIDTH = 50;

/**
 * The sidebar of spec §2: the search, Dashboard, then each group the user may see. Collapsed, the search is one
 * button away; Ctrl+K (⌘K) reaches it from anywhere.
 */
export function SidebarMenu() {
  const { top, groups } = useMenuModel();
  const { sidebarOpen, openSearch, focusOnMount } = useSearchShortcut();
  return (
    <>
      {/* Beside the menu, not in it (a menu holds only its items and groups), as wide as the menu. */}
      <Box sx={{ width: sidebarOpen ? SIDEBAR_WIDTH : CLOSED_WIDTH }}>
        {sidebarOpen ? (
          <SidebarSearch autoFocus={focusOnMount} />
        ) : (
          <Tooltip title="Search (Ctrl+K)" placement="right">
            <ListItemButton onClick={openSearch} aria-label="Search (Ctrl+K)" dense sx={{ mt: 1 }}>
              <ListItemIcon>
                <SearchIcon />
              </ListItemIcon>
            </ListItemButton>
          </Tooltip>
        )}
      </Box>
      <Menu aria-label="Main menu" sx={{ mt: 0 }}>
        {top.map((entry) => (
          <Menu.Item
            key={entry.key}
            to={entry.path}
            primaryText={entry.label}
            leftIcon={<MenuEntryIcon name={entry.icon} />}
          />
        ))}
        {groups.map((group) => (
          <MenuGroup key={group.key} group={group} />
        ))}
      </Menu>
    </>
  );
}
