import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { IconButton } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';

// No first page opens the menu: its popup's code comes after the first content, or when the pointer or focus
// reaches the button, at the latest when it is first opened.
const UserMenuPopup = lazyExport(() => import('./UserMenuPopup').then((module) => module.UserMenuPopup));
const preload = () => void UserMenuPopup.preload().catch(() => undefined);

/**
 * The signed-in user's menu: two-factor enrolment, the light/dark theme (remembered in react-admin's store)
 * and sign-out.
 */
export function UserMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the popup stays mounted, so closing it plays its transition as before.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  usePreloadAfterFirstContent(UserMenuPopup);
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
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <AccountCircleOutlined />
        </IconButton>
      </DeferredTooltip>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
