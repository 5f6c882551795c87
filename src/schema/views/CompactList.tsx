import {
  Box,
  CircularProgress,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Fragment, memo, Suspense, useMemo } from 'react';
import {
  Link,
  RecordContextProvider,
  TextField,
  useCreatePath,
  useListContext,
  type RaRecord,
} from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { offersRowActions } from '../offersRowActions';
import { FieldValue } from './FieldValue';
import { LazyListRowActions } from './LazyListRowActions';
import { ResourceEmpty } from './ResourceEmpty';
import { linkedColumn } from './resourceColumns';

/** How many of the other columns a phone row shows under the record's name. */
const FACTS = 3;

/** A few facts of a record in one line: 'Email: ann@… · Groups: Support'. */
function Facts({ fields }: { fields: readonly FieldDefinition[] }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {fields.map((field, index) => (
        <Fragment key={field.source}>
          {index > 0 && ' · '}
          {/* Text, not a mailto link: the row is a link already, and links do not nest. */}
          {field.label}:{' '}
          {field.kind === 'email' ? <TextField source={field.source} /> : <FieldValue field={field} />}
        </Fragment>
      ))}
    </Typography>
  );
}

/**
 * The list on a phone: one compact row per record, its name over a few key facts, the whole row a link to the
 * record (Tab, Enter), with the row's actions under it, labelled. Nothing is wider than the screen.
 */
export function CompactList({
  definition,
  columns,
}: {
  definition: ResourceDefinition;
  columns: readonly FieldDefinition[];
}) {
  const { data, isPending } = useListContext();
  const name = linkedColumn(definition, columns);
  const facts = useMemo(() => columns.filter((field) => field !== name).slice(0, FACTS), [columns, name]);
  // The header's spinner, whose code every signed-in page has; a linear bar would bring its own (1.7 kB gzip).
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={`Loading ${definition.label.many.toLowerCase()}`} />
      </Box>
    );
  if (!data || data.length === 0) return <ResourceEmpty definition={definition} />;
  return (
    <MuiList aria-label={definition.label.many} disablePadding>
      {data.map((record) => (
        <CompactRow key={record.id} record={record} definition={definition} name={name} facts={facts} />
      ))}
    </MuiList>
  );
}

/**
 * One record's row. Drawn again only when its record changes: the list around it draws again each time its page is
 * refetched (twice: fetching, then fetched), where the rows have not changed.
 */
const CompactRow = memo(function CompactRow({
  record,
  definition,
  name,
  facts,
}: {
  record: RaRecord;
  definition: ResourceDefinition;
  name: FieldDefinition | undefined;
  facts: readonly FieldDefinition[];
}) {
  const createPath = useCreatePath();
  const text = (
    <ListItemText
      sx={definition.routes.edit ? undefined : { px: 2 }}
      primary={name ? <FieldValue field={name} /> : String(record.id)}
      secondary={<Facts fields={facts} />}
    />
  );
  return (
    <RecordContextProvider value={record}>
      <ListItem divider disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {definition.routes.edit ? (
          <ListItemButton
            component={Link}
            to={createPath({ resource: definition.name, id: record.id, type: 'show' })}
          >
            {text}
          </ListItemButton>
        ) : (
          text
        )}
        {offersRowActions(definition) && (
          <Box sx={{ px: 1, pb: 1 }}>
            <Suspense fallback={null}>
              <LazyListRowActions definition={definition} />
            </Suspense>
          </Box>
        )}
      </ListItem>
    </RecordContextProvider>
  );
});
