import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type DialogApi, type DialogOptions } from './DialogContext';

type OpenDialog = DialogOptions & { id: string };

/**
 * Holds the global dialog state and renders the open dialogs above everything else.
 *
 * @example
 * <DialogProvider><Layout>…</Layout></DialogProvider>
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const nextId = useRef(0);

  const openDialog = useCallback((options: DialogOptions) => {
    const id = options.id ?? `dialog-${(nextId.current += 1)}`;
    setDialogs((open) => [...open.filter((dialog) => dialog.id !== id), { ...options, id }]);
    return id;
  }, []);

  const closeDialog = useCallback((id?: string) => {
    setDialogs((open) => (id === undefined ? open.slice(0, -1) : open.filter((dialog) => dialog.id !== id)));
  }, []);

  const api = useMemo<DialogApi>(() => ({ openDialog, closeDialog }), [openDialog, closeDialog]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {dialogs.map((dialog) => (
        <Dialog
          key={dialog.id}
          open
          onClose={() => closeDialog(dialog.id)}
          maxWidth={false}
          slotProps={{ paper: { sx: { width: dialog.width ?? '50%' } } }}
          aria-labelledby={`${dialog.id}-title`}
        >
          <DialogTitle id={`${dialog.id}-title`} sx={{ pr: 6 }}>
            {dialog.title}
          </DialogTitle>
          <IconButton
            aria-label="Close"
            onClick={() => closeDialog(dialog.id)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent>{dialog.content}</DialogContent>
        </Dialog>
      ))}
    </DialogContext.Provider>
  );
}
