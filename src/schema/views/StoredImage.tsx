import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useWrappedSource } from 'react-admin';
import { isMasked } from '../../../contract/masking';

const PICTURE = /^(data:image\/|https?:)/;

/** The picture an image field holds as loaded (a `data:` URL), with the field's label as its alt text. */
export function StoredImage({ source, label }: { source: string; label: string }) {
  const value: unknown = useWatch({ name: useWrappedSource(source) });
  if (typeof value !== 'string' || value === '' || isMasked(value)) return null;
  if (!PICTURE.test(value)) return <Typography variant="body2">{label}: a stored document</Typography>;
  return (
    <Box
      component="img"
      src={value}
      alt={label}
      sx={{ display: 'block', maxWidth: 320, maxHeight: 240, borderRadius: 1, mt: 1 }}
    />
  );
}
