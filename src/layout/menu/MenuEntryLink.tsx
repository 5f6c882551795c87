import { ListItemIcon, MenuItem, styled, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import type { PageEntry } from '../../navigation/pageCatalogue';
import { MenuEntryIcon } from './MenuEntryIcon';

const EntryLabel = styled('span')({
  flexGrow: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export interface MenuEntryLinkProps {
  entry: PageEntry;
  active: boolean;
  /** The sidebar is open: labels show, so no tooltip repeats them. */
  sidebarOpen: boolean;
  indented?: boolean;
  onNavigate?: () => void;
}

/**
 * One sidebar entry: a link to its page, marked when it is the current one. The sidebar works out which entry is
 * current and whether it is open once for all entries, where react-admin's menu item asks for each of them, and
 * styles them all at once (SidebarMenu's `.menu-entry` rules).
 */
export function MenuEntryLink({ entry, active, sidebarOpen, indented, onNavigate }: MenuEntryLinkProps) {
  const item = (
    <MenuItem
      component={Link}
      to={entry.path}
      onClick={onNavigate}
      className={['menu-entry', active && 'active', indented && 'indented'].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    >
      <ListItemIcon>
        <MenuEntryIcon name={entry.icon} />
      </ListItemIcon>
      <EntryLabel>{entry.label}</EntryLabel>
    </MenuItem>
  );
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={entry.label} placement="right">
      {item}
    </Tooltip>
  );
}
