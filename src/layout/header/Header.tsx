import { AppBar } from 'react-admin';
import { Crumb } from './Crumb';
import { HeaderToolbar } from './HeaderToolbar';

/** The header of spec §2: sidebar toggle, current page crumb, user and logout. */
export function Header() {
  return (
    <AppBar userMenu={false} toolbar={<HeaderToolbar />}>
      <Crumb />
    </AppBar>
  );
}
