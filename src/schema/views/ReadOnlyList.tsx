import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import type { ListField } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { ReadOnlyValue } from './ReadOnlyValue';

type Item = Record<string, unknown>;

/** A list of sub-records the user only reads (whitelabels, attachments): a small table of their values. */
export function ReadOnlyList({ field }: { field: ListField }) {
  const record = useRecordContext();
  const value = record ? valueAt(record, field.source) : undefined;
  const items = Array.isArray(value) ? (value as Item[]) : [];
  return (
    <Box component="section" aria-label={field.label} sx={{ my: 1, width: '100%', overflowX: 'auto' }}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {field.label}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <Table size="small" aria-label={field.label}>
          <TableHead>
            <TableRow>
              {field.fields.map((inner) => (
                <TableCell key={inner.source}>{inner.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => (
              <RecordContextProvider key={index} value={item}>
                <TableRow>
                  {field.fields.map((inner) => (
                    <TableCell key={inner.source}>
                      <ReadOnlyValue field={inner} path={`${field.source}.${index}.${inner.source}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
