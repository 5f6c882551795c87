import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useWrappedSource } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { isMasked } from '../../../contract/masking';
import { RevealButton } from './RevealButton';

/**
 * A payout account field in the record's form: read only (it changes under four eyes, through 'Change bank
 * details'), saying so under it; a masked value keeps its Reveal button.
 */
export function FourEyesInput({ field }: { field: FieldDefinition }) {
  const path = useWrappedSource(field.source);
  const value: unknown = useWatch({ name: path });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextInput
        source={field.source}
        label={field.label}
        readOnly
        helperText="Changes under four eyes: use Change bank details"
      />
      {isMasked(value) && (
        <Box sx={{ mt: 1.5 }}>
          <RevealButton path={path} label={field.label} />
        </Box>
      )}
    </Box>
  );
}
