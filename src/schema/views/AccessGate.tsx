import type { ReactElement, ReactNode } from 'react';
import { Button } from '@mui/material';
import { useAccess } from '../../auth/useAccess';

export interface AccessGateProps {
  resource: string;
  action: string;
  /** Label and icon of the disabled stand-in shown when the role is missing. */
  label: string;
  icon?: ReactElement;
  children: ReactNode;
}

/**
 * Renders a control when the signed-in user may do `action` on `resource`, and otherwise the same control
 * disabled (docs/product.md#validation: visible, not clickable), asking the one canAccess policy either way.
 */
export function AccessGate({ resource, action, label, icon, children }: AccessGateProps) {
  const { canAccess } = useAccess({ resource, action });
  if (canAccess === undefined) return null;
  return canAccess ? (
    children
  ) : (
    // MUI's button keeps its label on a phone; react-admin's would be an unnamed disabled icon there.
    <Button size="small" disabled startIcon={icon}>
      {label}
    </Button>
  );
}
