import { Box, Card } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../../lib/PageTitle';

export interface RecordViewProps {
  title: string;
  /** Above the card (a record's header); without them the card keeps react-admin's gap to the top. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A record's page around its form, laid out as react-admin's edit and create views: the title, the actions and the
 * card. Ours because theirs bring their default actions (a Show button, with MUI's Tooltip and Popper) and the
 * title's preference editor with a record's first fields, which never use them.
 */
export function RecordView({ title, actions, children }: RecordViewProps) {
  return (
    <Box className="record-page">
      <PageTitle title={title} />
      {actions}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', mt: actions ? 0 : '1em' }}>
        <Card sx={{ flex: '1 1 auto' }}>{children}</Card>
      </Box>
    </Box>
  );
}
