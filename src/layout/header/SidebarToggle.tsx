import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { DeferredTooltip } from '../../lib/DeferredTooltip';

/**
 * Opens and folds the sidebar (react-admin's sidebar state), its icon turned while open, as react-admin's toggle
 * does; ours for its tooltip, which comes a render after the button (DeferredTooltip).
 */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <DeferredTooltip title={label} enterDelay={500}>
      <IconButton color="inherit" aria-label={label} onClick={() => setOpen(!open)} sx={{ mr: '0.2em' }}>
        <MenuIcon
          sx={(theme) => ({
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create(['transform'], {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
          })}
        />
      </IconButton>
    </DeferredTooltip>
  );
}
