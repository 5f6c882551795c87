import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from '../../routing/Link';
import { PageTitle } from '../../lib/PageTitle';

/** Unknown paths (docs/product.md#screens-and-routes): 'This page could not be found' and a way home. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <PageTitle title={translate('dash.notFound')} />
      <Typography variant="h2" component="p">
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dash.notFound')}
      </Typography>
      <MuiLink component={Link} to="/">
        {translate('dash.backHome')}
      </MuiLink>
    </Box>
  );
}
