import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { namedIcon } from '../../lib/namedIcon';

/** The list's empty state: says whether nothing exists yet or only nothing matches the filters. */
export function ResourceEmpty({ definition }: { definition: ResourceDefinition }) {
  const { filterValues } = useListContext();
  const Icon = namedIcon(definition.icon);
  const filtered = Object.keys(filterValues ?? {}).length > 0;

  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>
        {filtered
          ? `No ${definition.label.many.toLowerCase()} match these filters.`
          : `No ${definition.label.many.toLowerCase()} yet.`}
      </Typography>
    </Box>
  );
}
