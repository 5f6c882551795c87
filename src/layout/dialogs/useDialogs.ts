import { useContext } from 'react';
import { DialogContext, type DialogApi } from './DialogContext';

/**
 * Opens and closes the app's modal dialogs (one global stack; Escape closes the top one).
 *
 * @example
 * const { openDialog } = useDialogs();
 * openDialog({ id: 'help', title: 'Help', content: <HelpText /> });
 */
export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
