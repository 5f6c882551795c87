import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from '../../routing/Link';

interface Props {
  status?: number;
  message?: string;
}

/**
 * Shows a route error with its status (500 by default) and message ('Error' by default),
 * docs/product.md#errors.
 */
export function ErrorPage({ status = 500, message }: Props) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h2" component="p">
        {status}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {message || translate('dash.error')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('dash.backHome')}
      </Button>
    </Box>
  );
}
