import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { memo } from 'react';
import type { MenuModel } from './menuModel';
import { GROUP_ICONS } from './groupIcons';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuGroupOpen } from './useMenuGroupOpen';

export interface MenuGroupProps {
  group: MenuModel['groups'][number];
  /** The keys of its entries that are current, space-separated (a string, so an unchanged group is not drawn again). */
  activeKeys: string;
  sidebarOpen: boolean;
  /** Opens a page in the app (useMenuNavigation's `open`). */
  openPage: (path: string) => void;
}

/** A sidebar group that opens and closes, remembering its state. */
export const MenuGroup = memo(function MenuGroup({
  group,
  activeKeys,
  sidebarOpen,
  openPage,
}: MenuGroupProps) {
  const [open, toggle] = useMenuGroupOpen(group.key);
  const active = activeKeys.split(' ');
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
              active={active.includes(entry.key)}
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
