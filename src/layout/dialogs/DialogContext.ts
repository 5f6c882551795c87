import { createContext, type ReactNode } from 'react';

export interface DialogOptions {
  /** Ties the dialog to an identifier: opening another with the same id replaces it, closeDialog(id) closes it. */
  id?: string;
  title: ReactNode;
  content: ReactNode;
  /** CSS width of the dialog, 50% by default (docs/product.md#screens-and-routes). */
  width?: string;
}

export interface DialogApi {
  openDialog: (options: DialogOptions) => string;
  closeDialog: (id?: string) => void;
}

export const DialogContext = createContext<DialogApi | null>(null);
