import { AppBar } from 'react-admin';
import { Crumb } from './Crumb';
import { HeaderToolbar } from './HeaderToolbar';

/**
 * The header of spec §2: sidebar toggle, current page crumb, user and logout. It stays in view while the page
 * scrolls: the page name and logout are always at hand, and a long list does not re-render the header (and run
 * its slide) the moment it is scrolled.
 */
export function Header() {
  return (
    <AppBar userMenu={false} toolbar={<HeaderToolbar />} alwaysOn>
      <Crumb />
    </AppBar>
  );
}
