import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';

/** Deleting a key: it is deleted only once its name is typed again exactly (the server checks the same). */
export function DeleteKeyDialog({
  redisKey,
  deleting,
  onDelete,
  onClose,
}: {
  redisKey: string | null;
  deleting: boolean;
  onDelete: (confirm: string) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = typed === redisKey;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={redisKey !== null}
      onClose={deleting ? undefined : close}
      aria-labelledby="delete-key-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onDelete(typed);
        }}
      >
        <DialogTitle id="delete-key-title">Delete this Redis key?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ wordBreak: 'break-all' }}>
            <code>{redisKey}</code> and its value are removed from Redis at once; this cannot be undone. Type
            the key to confirm.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Key"
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || deleting}>
            Delete key
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
