import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { memo } from 'react';
import type { MenuModel } from './menuModel';
import { GROUP_ICONS } from './groupIcons';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuGroupOpen } from './useMenuGroupOpen';
import { isCurrentPage } from './useMenuNavigation';

export interface MenuGroupProps {
  group: MenuModel['groups'][number];
  /** The current page's path: a group is drawn again when it changes, not for a sort or a page of the list. */
  pathname: string;
  sidebarOpen: boolean;
  /** Opens a page in the app (useMenuNavigation's `open`). */
  openPage: (path: string) => void;
}

/** A sidebar group that opens and closes, remembering its state. */
export const MenuGroup = memo(function MenuGroup({ group, pathname, sidebarOpen, openPage }: MenuGroupProps) {
  const [open, toggle] = useMenuGroupOpen(group.key);
  const icon = GROUP_ICONS[group.key];
  return (
    // A menu holds only menu items and groups: the toggle is a menu item that expands its group.
    <Box component="li" role="none" sx={{ listStyle: 'none' }}>
      <ListItemButton role="menuitem" onClick={toggle} aria-expanded={open} dense title={group.label}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding role="group" aria-label={group.label}>
          {group.entries.map((entry) => (
            <MenuEntryLink
              key={entry.key}
              entry={entry}
              active={isCurrentPage(entry.path, pathname)}
              sidebarOpen={sidebarOpen}
              indented={sidebarOpen}
              open={openPage}
            />
          ))}
        </List>
      </Collapse>
    </Box>
  );
});
