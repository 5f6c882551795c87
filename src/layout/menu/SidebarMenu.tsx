import SearchIcon from '@mui/icons-material/Search';
import { Box, ListItemButton, ListItemIcon } from '@mui/material';
import { Suspense } from 'react';
import { useSidebarState } from 'react-admin';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { soonAfterFirstContent } from '../../lib/firstContent';
import { lazyExport } from '../../lib/lazyExport';
import { SidebarSearch } from '../search/SidebarSearch';
import { sidebarWidth } from '../sidebar/sidebarWidth';
import { useSearchShortcut } from '../search/useSearchShortcut';

// The entries' code (MUI's menu list, its items and the groups' collapse, some 4.6 kB gzip) comes once the first
// content is shown, or a second after the sidebar is first drawn on a page whose content is not marked shown (a
// refusal): the entries were drawn after the content already, and no first page needs their code.
const MenuEntries = lazyExport(
  soonAfterFirstContent(() => import('./MenuEntries').then((module) => module.MenuEntries), 1000),
);

/**
 * The sidebar of docs/product.md#screens-and-routes: the search, then the menu (MenuEntries). Collapsed, the search
 * is one button away; Ctrl+K (⌘K) reaches it from anywhere.
 */
export function SidebarMenu() {
  const { openSearch, focusOnMount } = useSearchShortcut();
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      {/* Beside the menu, not in it (a menu holds only its items and groups), as wide as the menu. */}
      <Box sx={{ width: sidebarOpen ? sidebarWidth.open : sidebarWidth.closed }}>
        {sidebarOpen ? (
          <SidebarSearch autoFocus={focusOnMount} />
        ) : (
          <DeferredTooltip title="Search (Ctrl+K)" placement="right">
            <ListItemButton onClick={openSearch} aria-label="Search (Ctrl+K)" dense sx={{ mt: 1 }}>
              <ListItemIcon>
                <SearchIcon />
              </ListItemIcon>
            </ListItemButton>
          </DeferredTooltip>
        )}
      </Box>
      <Suspense fallback={null}>
        <MenuEntries />
      </Suspense>
    </>
  );
}
