import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { isMasked } from '../../../contract/masking';
import { valueAt } from '../../../contract/valueAt';
import { FieldValue } from './FieldValue';
import { HiddenImage } from './HiddenImage';
import { RevealButton } from './RevealButton';

export interface ReadOnlyValueProps {
  /** The field, its `source` read from the record in context. */
  field: FieldDefinition;
  /** Its dotted path in the page's record, for a reveal (`attachments.0.file`). */
  path: string;
}

/** A value shown, not edited, by its kind; a masked one as its mask (or a stand-in picture) with Reveal. */
export function ReadOnlyValue({ field, path }: ReadOnlyValueProps) {
  const record = useRecordContext();
  const value = record ? valueAt(record, field.source) : undefined;
  if (!isMasked(value)) return <FieldValue field={field} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {field.kind === 'image' ? (
        <HiddenImage label={field.label} small />
      ) : (
        <Typography variant="body2">{String(value)}</Typography>
      )}
      <RevealButton path={path} label={field.label} />
    </Box>
  );
}
