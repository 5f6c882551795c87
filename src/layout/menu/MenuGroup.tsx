import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import type { MenuModel } from './menuModel';
import { GROUP_ICONS } from './groupIcons';
import { MenuEntryIcon } from './MenuEntryIcon';
import { useMenuGroupOpen } from './useMenuGroupOpen';

/** A sidebar group that opens and closes, remembering its state. */
export function MenuGroup({ group }: { group: MenuModel['groups'][number] }) {
  const [open, toggle] = useMenuGroupOpen(group.key);
  const [sidebarOpen] = useSidebarState();
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
            <Menu.Item
              key={entry.key}
              to={entry.path}
              primaryText={entry.label}
              leftIcon={<MenuEntryIcon name={entry.icon} />}
              sx={{ pl: sidebarOpen ? 4 : 2 }}
            />
          ))}
        </List>
      </Collapse>
    </Box>
  );
}
