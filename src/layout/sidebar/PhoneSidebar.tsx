import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { sidebarWidth } from './sidebarWidth';

export interface PhoneSidebarProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar on a phone: over the page, closed again by a tap outside (MUI's temporary drawer). */
export function PhoneSidebar({ open, onClose, children }: PhoneSidebarProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiPaper-root': { width: sidebarWidth.open, bgcolor: 'background.default' } }}
    >
      {children}
    </Drawer>
  );
}
