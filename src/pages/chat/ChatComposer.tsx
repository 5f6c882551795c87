import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { chatMessageBody } from '../../../contract/chat/chatRoom';
import { growingTextarea } from '../../lib/growingTextarea';

const MESSAGE = chatMessageBody.shape.message;
const MAX = 2000;
/** One line tall, growing with what is typed to six. */
const GROWING = growingTextarea(1, 6);

/** Writes a line: Enter sends, Shift+Enter starts a new line; the rule of the server is checked first. */
export function ChatComposer({ room, onSend }: { room: string; onSend: (message: string) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const parsed = MESSAGE.safeParse(text);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    onSend(parsed.data);
    setText('');
    setProblem(null);
  };
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        label={`Message to ${room}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        {...GROWING}
        fullWidth
        error={problem !== null}
        helperText={problem ?? `Enter sends, Shift+Enter starts a new line · ${text.length}/${MAX}`}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Send
      </Button>
    </Box>
  );
}
