import SearchIcon from '@mui/icons-material/Search';
import { ListItemButton, ListItemIcon, Tooltip } from '@mui/material';
import { Menu } from 'react-admin';
import { SidebarSearch } from '../search/SidebarSearch';
import { useSearchShortcut } from '../search/useSearchShortcut';
import { MenuEntryIcon } from './MenuEntryIcon';
import { MenuGroup } from './MenuGroup';
import { useMenuModel } from './useMenuModel';

/**
 * The sidebar of spec §2: the search, Dashboard, then each group the user may see. Collapsed, the search is one
 * button away; Ctrl+K (⌘K) reaches it from anywhere.
 */
export function SidebarMenu() {
  const { top, groups } = useMenuModel();
  const { sidebarOpen, openSearch, focusOnMount } = useSearchShortcut();
  return (
    <Menu aria-label="Main menu">
      {sidebarOpen ? (
        <SidebarSearch autoFocus={focusOnMount} />
      ) : (
        <Tooltip title="Search (Ctrl+K)" placement="right">
          <ListItemButton onClick={openSearch} aria-label="Search (Ctrl+K)" dense>
            <ListItemIcon>
              <SearchIcon />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
      )}
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
  );
}
