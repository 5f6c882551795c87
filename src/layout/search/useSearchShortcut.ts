import { useEffect, useState } from 'react';
import { useEvent, useSidebarState } from 'react-admin';
import { SEARCH_INPUT_ID } from './searchInputId';

/**
 * Ctrl+K (⌘K on a Mac) from anywhere, or `openSearch` from the collapsed sidebar's search button: opens the
 * sidebar if it is collapsed and puts the cursor in its search box.
 *
 * @example
 * const { openSearch, focusOnMount } = useSearchShortcut();
 */
export function useSearchShortcut() {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [focusOnMount, setFocusOnMount] = useState(false);

  // Stable across renders, so the window listener is added once, not again on every render.
  const openSearch = useEvent(() => {
    if (sidebarOpen) document.getElementById(SEARCH_INPUT_ID)?.focus();
    else {
      setFocusOnMount(true);
      setSidebarOpen(true);
    }
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSearch]);

  return { sidebarOpen, openSearch, focusOnMount };
}
