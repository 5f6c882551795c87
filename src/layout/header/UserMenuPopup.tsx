import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useLogout, useTheme, useTranslate } from 'react-admin';
import { Link } from '../../routing/Link';

export interface UserMenuPopupProps {
  id: string;
  /** The button it opens under; none while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** UserMenu's popup: two-factor enrolment, the light/dark theme (remembered in react-admin's store), sign-out. */
export function UserMenuPopup({ id, anchor, onClose }: UserMenuPopupProps) {
  const translate = useTranslate();
  const logout = useLogout();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={Link} to="/qr" onClick={onClose}>
        <ListItemIcon>
          <QrCode2Outlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('dash.userMenu.twoFactor')}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          setTheme(dark ? 'light' : 'dark');
          onClose();
        }}
      >
        <ListItemIcon>
          {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
        </ListItemIcon>
        <ListItemText>
          {translate(dark ? 'dash.userMenu.lightTheme' : 'dash.userMenu.darkTheme')}
        </ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('dash.userMenu.signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
