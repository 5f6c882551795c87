import { Link as MuiLink } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/** The row's own click opens the record too: the link's click is not counted twice. */
const once = (event: MouseEvent) => event.stopPropagation();

/**
 * The record's page as a real link around its name in a list: reached by Tab, opened with Enter, and named
 * by what it shows.
 */
export function RecordLink({
  definition,
  children,
}: {
  definition: ResourceDefinition;
  children: ReactNode;
}) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record || !definition.routes.edit) return <>{children}</>;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: definition.name, id: record.id, type: 'show' })}
      onClick={once}
      underline="hover"
    >
      {children}
    </MuiLink>
  );
}
