import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link, useGetRecordRepresentation, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/**
 * A record page's heading: the record's name under its kind, the way back to the list it belongs to, and links to
 * the record's own pages.
 */
export function RecordHeader({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const named = useGetRecordRepresentation(definition.name)(record);
  const list = definition.routes.list ?? definition.routes.back;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: { xs: 1, sm: 0 }, py: 1 }}
    >
      {list && (
        <Button component={Link} to={list} startIcon={<ArrowBackIcon />} size="small">
          {definition.label.many}
        </Button>
      )}
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {definition.label.one}
        {named != null && named !== '' && `: ${String(named)}`}
      </Typography>
      {record?.id != null &&
        definition.pages?.map(({ label, path }) => (
          <Button
            key={path}
            component={Link}
            to={path.replace(':id', encodeURIComponent(String(record.id)))}
            size="small"
            variant="outlined"
          >
            {label}
          </Button>
        ))}
    </Box>
  );
}
