import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { isEmptyValue } from '../../../contract/isEmptyValue';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { valueAt } from '../../../contract/valueAt';
import { PlainTextField } from '../../lib/PlainTextField';

/**
 * Holds the filter bar's place while its code arrives: the filters it will show, each at an input's size, in a
 * form-sized row, so the table below does not move when they come.
 */
export function FilterFormPlace({ definition }: { definition: ResourceDefinition }) {
  const { filterValues, displayedFilters } = useListContext();
  const shown = (definition.list?.filters ?? []).filter(
    ({ source, alwaysOn }) =>
      alwaysOn || displayedFilters?.[source] || !isEmptyValue(valueAt(filterValues ?? {}, source)),
  );
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        flex: { md: '0 1 100%' },
        width: { xs: '100%', sm: 'auto' },
        minHeight: { sm: 64 },
        pb: 0.5,
      }}
    >
      {shown.map(({ source, label, kind }) => (
        <Box key={source} sx={{ display: 'flex', width: { xs: '100%', sm: 'auto' }, mr: 2 }}>
          {kind === 'boolean' ? (
            // A switch's row: its place and its label, with nothing to switch yet.
            <Typography sx={{ lineHeight: '38px', mb: '-2px', pl: '46px', color: 'text.disabled' }}>
              {label}
            </Typography>
          ) : (
            <PlainTextField label={label} disabled sx={{ mt: 1 }} />
          )}
        </Box>
      ))}
    </Box>
  );
}
