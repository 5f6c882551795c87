import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { DialogOptions } from './DialogContext';

export type OpenDialog = DialogOptions & { id: string };

export interface OpenDialogsProps {
  dialogs: OpenDialog[];
  close: (id: string) => void;
}

/** The dialogs DialogProvider holds open, each with its title and a close button, 50% wide unless it says. */
export function OpenDialogs({ dialogs, close }: OpenDialogsProps) {
  return dialogs.map((dialog) => (
    <Dialog
      key={dialog.id}
      open
      onClose={() => close(dialog.id)}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: dialog.width ?? '50%' } } }}
      aria-labelledby={`${dialog.id}-title`}
    >
      <DialogTitle id={`${dialog.id}-title`} sx={{ pr: 6 }}>
        {dialog.title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={() => close(dialog.id)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{dialog.content}</DialogContent>
    </Dialog>
  ));
}
