import { Box, Button, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../routing/Link';
import { useNavigate } from '../../routing/useNavigate';
import { chatRoomName, chatRoomsResponse } from '../../../contract/chat/chatRoom';
import { formatDateTime } from '../../lib/formatDateTime';
import { LoadError } from '../../lib/LoadError';
import { call } from '../../transport/call';

/** The rooms talked in lately, the one open marked, and a field to open any room by its name. */
export function ChatRooms({ room }: { room: string }) {
  const navigate = useNavigate();
  const rooms = useQuery({
    queryKey: ['chat-rooms'],
    queryFn: async () => chatRoomsResponse.parse(await call('GET', '/wse/chat/rooms')).data,
  });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = () => {
    const parsed = chatRoomName.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setName('');
    setProblem(null);
    navigate(`/chat/${parsed.data}`);
  };
  return (
    <Box component="nav" aria-label="Chat rooms">
      <Typography variant="subtitle2" component="h2">
        Rooms
      </Typography>
      {rooms.error || rooms.failureReason ? (
        <LoadError
          what="The rooms"
          error={rooms.error ?? rooms.failureReason}
          onRetry={() => void rooms.refetch()}
        />
      ) : (
        <List dense disablePadding>
          {(rooms.data ?? []).map((entry) => (
            <ListItemButton
              key={entry.room}
              component={Link}
              to={`/chat/${entry.room}`}
              selected={entry.room === room}
              aria-current={entry.room === room ? 'page' : undefined}
            >
              <ListItemText
                primary={entry.room}
                secondary={
                  entry.lastAt ? `${entry.messages} · ${formatDateTime(entry.lastAt)}` : 'No messages yet'
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <TextField
          size="small"
          label="Open a room"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem !== null}
          helperText={problem ?? 'e.g. performer-17'}
        />
        <Button type="submit">Open</Button>
      </Box>
    </Box>
  );
}
