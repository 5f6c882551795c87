import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import { DialogContext, type DialogApi, type DialogOptions } from './DialogContext';
import type { OpenDialog } from './OpenDialogs';

// MUI's dialog is in no first page: its code comes after the first content, or with the first dialog opened.
const OpenDialogs = lazyExport(() => import('./OpenDialogs').then((module) => module.OpenDialogs));

/**
 * Holds the global dialog state and renders the open dialogs above everything else.
 *
 * @example
 * <DialogProvider><Layout>…</Layout></DialogProvider>
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const nextId = useRef(0);
  usePreloadAfterFirstContent(OpenDialogs);

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
      {dialogs.length > 0 && (
        <Suspense fallback={null}>
          <OpenDialogs dialogs={dialogs} close={closeDialog} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
