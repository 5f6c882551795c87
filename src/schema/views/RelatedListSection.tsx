import { Box, Typography } from '@mui/material';
import type { RelatedList } from '../../../contract/ResourceDefinition';
import { RelatedRecords } from './RelatedRecords';
import { RoleNeeded } from './RoleNeeded';
import { useRelatedListController } from './useRelatedListController';

/** One related list under its heading, or the role it needs; nothing is loaded without that role. */
export function RelatedListSection({ related }: { related: RelatedList }) {
  const { definition, isPending, canList } = useRelatedListController(related);
  if (!definition) return null;
  return (
    <Box component="section" aria-label={related.label} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {related.label}
      </Typography>
      {isPending ? null : canList ? (
        <RelatedRecords related={related} definition={definition} />
      ) : (
        <RoleNeeded need={definition.access?.list} to={`see ${related.label}`} />
      )}
    </Box>
  );
}
