import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useWrappedSource } from 'react-admin';
import { isMasked } from '../../../contract/masking';
import { HiddenImage } from './HiddenImage';
import { KindInput, type KindInputProps } from './KindInput';
import { RevealButton } from './RevealButton';

/**
 * A private field's input: while the form holds the mask the server sent, the mask is shown read-only with a
 * Reveal button (a picture as a neutral stand-in); once revealed, or for a value that was never masked, the
 * kind's own input.
 */
export function MaskedFieldInput({ field, disabled, tracked }: KindInputProps) {
  const path = useWrappedSource(field.source);
  const value: unknown = useWatch({ name: path });
  if (!isMasked(value)) return <KindInput field={field} disabled={disabled} tracked={tracked} />;
  const reveal = <RevealButton path={path} label={field.label} />;
  if (field.kind === 'image')
    return (
      <Box sx={{ my: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {field.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HiddenImage label={field.label} />
          {reveal}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextInput source={field.source} label={field.label} readOnly helperText={false} />
      {reveal}
    </Box>
  );
}
