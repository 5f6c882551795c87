import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The header's mark of debug mode. */
export function DebugChip() {
  const translate = useTranslate();
  return <Chip label={translate('dash.debug')} size="small" color="warning" />;
}
