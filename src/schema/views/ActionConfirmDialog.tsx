import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';

export interface ActionConfirmDialogProps {
  title: ReactNode;
  content: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** A record action's confirmation, react-admin's, in a module of its own so a page loads it on first use. */
export function ActionConfirmDialog(props: ActionConfirmDialogProps) {
  return <Confirm isOpen {...props} />;
}
