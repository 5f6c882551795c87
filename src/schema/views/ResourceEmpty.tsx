import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { LazyNamedIcon } from '../../lib/LazyNamedIcon';

/** The list's empty state: says whether nothing exists yet or only nothing matches the filters. */
export function ResourceEmpty({ definition }: { definition: ResourceDefinition }) {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;

  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <LazyNamedIcon name={definition.icon} size={48} sx={{ opacity: 0.5 }} />
      <Typography>
        {filtered
          ? `No ${definition.label.many.toLowerCase()} match these filters.`
          : `No ${definition.label.many.toLowerCase()} yet.`}
      </Typography>
    </Box>
  );
}
