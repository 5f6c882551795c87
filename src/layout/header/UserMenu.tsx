import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLogout, useTheme, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DeferredTooltip } from '../../lib/DeferredTooltip';

/**
 * The signed-in user's menu: two-factor enrolment, the light/dark theme (remembered in react-admin's store)
 * and sign-out.
 */
export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const [theme, setTheme] = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const dark = theme === 'dark';
  const label = translate('dash.userMenu.open');
  return (
    <>
      <DeferredTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircleOutlined />
        </IconButton>
      </DeferredTooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to="/qr" onClick={close}>
          <ListItemIcon>
            <QrCode2Outlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dash.userMenu.twoFactor')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setTheme(dark ? 'light' : 'dark');
            close();
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
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dash.userMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
