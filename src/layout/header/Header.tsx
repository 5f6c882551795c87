import { AppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { Crumb } from './Crumb';
import { HeaderToolbar } from './HeaderToolbar';
import { SidebarToggle } from './SidebarToggle';

/**
 * The header of docs/product.md#screens-and-routes: sidebar toggle, current page crumb, user and logout. It
 * stays in view while the page scrolls: the page name and logout are always at hand, and a long list does not
 * re-render the header (and run its slide) the moment it is scrolled. Laid out as react-admin's AppBar (its
 * class names and colour, a dense bar from the small breakpoint up); ours because that one also brings a
 * language menu, a theme switch, a refresh button, its own user menu and a hide-on-scroll wrapper, none of
 * which the header shows (3.8 kB gzip of the first page).
 */
export function Header() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar className="RaAppBar-appBar" color="secondary">
      <Toolbar
        disableGutters
        variant={small ? 'regular' : 'dense'}
        className="RaAppBar-toolbar"
        sx={(theme) => ({
          px: 1,
          [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
        })}
      >
        <SidebarToggle />
        <Crumb />
        <HeaderToolbar />
      </Toolbar>
    </AppBar>
  );
}
