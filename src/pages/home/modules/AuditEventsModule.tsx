import { List, ListItem, ListItemText } from '@mui/material';
import { auditEventsResponse } from '../../../../contract/dashboard/dashboardModuleData';
import { formatDateTime } from '../../../lib/formatDateTime';
import { ModuleState } from './ModuleState';
import { useModuleData } from './useModuleData';

/** The latest audit entries: who did what to which record, and when. */
export function AuditEventsModule() {
  const events = useModuleData('audit-events', auditEventsResponse);
  return (
    <ModuleState
      what="Recent audit events"
      query={events}
      isEmpty={(data) => data.data.length === 0}
      empty="Nothing was changed yet."
    >
      {(data) => (
        <List dense disablePadding aria-label="Recent audit events">
          {data.data.map((event) => (
            <ListItem key={event.id} disableGutters>
              <ListItemText
                primary={`${event.actor}: ${event.action} on ${event.target}`}
                secondary={formatDateTime(event.at)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ModuleState>
  );
}
