import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ChatPresence } from '../../../contract/chat/chatRoom';

/** Who is in the room now, each staff member once. */
export function ChatPresent({ present, joined }: { present: ChatPresence['present']; joined: boolean }) {
  return (
    <section aria-label="In this room">
      <Typography variant="subtitle2" component="h2">
        In this room{joined ? ` (${present.length})` : ''}
      </Typography>
      {joined ? (
        <List dense disablePadding>
          {present.map((member) => (
            <ListItem key={member.accountId} disableGutters>
              <ListItemText primary={member.username} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not known while not connected.
        </Typography>
      )}
    </section>
  );
}
