import { Typography } from '@mui/material';
import { useLocation } from '../../routing/useLocation';
import { pageForPath } from '../../navigation/pageForPath';

/** The current page's name in the header (docs/product.md#screens-and-routes). */
export function Crumb() {
  const label = pageForPath(useLocation().pathname)?.label;
  return (
    <Typography variant="h6" component="p" aria-label="Current page" sx={{ flex: 1 }} noWrap>
      {label}
    </Typography>
  );
}
