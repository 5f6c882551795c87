import { Alert } from '@mui/material';
import { getConfig } from '../config/config';

/**
 * The environment banner (docs/product.md#the-product), e.g. development/testing mode where changes do not
 * touch production data.
 */
export function Banner() {
  const { banner } = getConfig();
  if (!banner) return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ borderRadius: 0, mx: -1 }} role="note">
      {banner}
    </Alert>
  );
}
