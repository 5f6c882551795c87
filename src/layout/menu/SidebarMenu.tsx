import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, useSidebarState } from 'react-admin';
import { SidebarSearch } from '../search/SidebarSearch';
import { MenuGroup } from './MenuGroup';
import { useMenuModel } from './useMenuModel';

/** The sidebar of spec §2: the search, Dashboard, then each group the user may see. */
export function SidebarMenu() {
  const { top, groups } = useMenuModel();
  const [sidebarOpen] = useSidebarState();
  return (
    <Menu aria-label="Main menu">
      {sidebarOpen && <SidebarSearch />}
      {top.map((entry) => (
        <Menu.Item key={entry.key} to={entry.path} primaryText={entry.label} leftIcon={<DashboardIcon />} />
      ))}
      {groups.map((group) => (
        <MenuGroup key={group.key} group={group} />
      ))}
    </Menu>
  );
}
