import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Moves the keyboard's place to the page's content, as react-admin's skip link does (#main-content). */
function skipToContent() {
  const content = document.getElementById('main-content');
  if (!content) return;
  content.setAttribute('tabIndex', '-1');
  content.focus();
  content.blur();
  content.removeAttribute('tabIndex');
}

/**
 * The skip link of the signed-in frame: out of sight until the keyboard reaches it, first thing on the page.
 * Laid out as react-admin's, which on a phone turns into an icon button without an icon, inside a tooltip.
 */
export function SkipToContent() {
  const translate = useTranslate();
  return (
    <Button
      className="skip-nav-button"
      variant="contained"
      onClick={skipToContent}
      sx={(theme) => ({
        position: 'fixed',
        p: 1,
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        backgroundColor: theme.palette.background.default,
        color: theme.palette.primary.contrastText,
        transition: theme.transitions.create(['top', 'opacity'], {
          easing: theme.transitions.easing.easeIn,
          duration: theme.transitions.duration.leavingScreen,
        }),
        '&:hover': { opacity: 0.8, backgroundColor: theme.palette.background.default },
        '&:focus': {
          top: theme.spacing(2),
          transition: theme.transitions.create(['top', 'opacity'], {
            easing: theme.transitions.easing.easeOut,
            duration: theme.transitions.duration.enteringScreen,
          }),
        },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
}
