import { ListItemIcon, MenuItem, styled } from '@mui/material';
import { memo, type MouseEvent } from 'react';
import { opensElsewhere } from '../../routing/opensElsewhere';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
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
  /** Opens a page in the app (useMenuNavigation's `open`). */
  open: (path: string) => void;
}

/**
 * One sidebar entry: a link to its page, marked when it is the current one. The sidebar works out which entry is
 * current and whether it is open once for all entries, where react-admin's menu item asks for each of them, and
 * styles them all at once (SidebarMenu's `.menu-entry` rules). An entry renders again only when one of those
 * changes. A click with a modifier key or
 * another button is left to the browser (a new tab or window). In the folded sidebar its label is a tooltip
 * (DeferredTooltip: the label in the entry names it until the tooltip's code is in).
 */
export const MenuEntryLink = memo(function MenuEntryLink({
  entry,
  active,
  sidebarOpen,
  indented,
  open,
}: MenuEntryLinkProps) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    open(entry.path);
  };
  const item = (
    <MenuItem
      component="a"
      href={entry.path}
      onClick={onClick}
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
    <DeferredTooltip title={entry.label} placement="right">
      {item}
    </DeferredTooltip>
  );
});
