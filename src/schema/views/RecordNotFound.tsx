import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { PageTitle } from '../../lib/PageTitle';

/**
 * A record route whose id names no record (unknown or malformed): said on the route asked for, with the way back
 * to the list.
 */
export function RecordNotFound({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const list = definition.routes.list;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title="Record not found" />
      <Typography variant="h5" component="h1" gutterBottom>
        Record not found
      </Typography>
      <Typography gutterBottom>
        There is no {definition.label.one.toLowerCase()} with the id {id}.
      </Typography>
      {list && (
        <Button component={Link} to={list} variant="outlined">
          Back to {definition.label.many.toLowerCase()}
        </Button>
      )}
    </Box>
  );
}
