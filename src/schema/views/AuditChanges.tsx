import { Box } from '@mui/material';
import type { AuditChange } from '../auditRows';
import { AuditValueText } from './AuditValueText';

/** The fields one history entry changed: 'Label: before → after', or 'Label: value' where nothing was before. */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => (
        <li key={change.key}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {change.field}
          </Box>
          {': '}
          {change.before !== undefined && (
            <>
              <AuditValueText value={change.before} />
              {' → '}
            </>
          )}
          <AuditValueText value={change.after} />
        </li>
      ))}
    </Box>
  );
}
