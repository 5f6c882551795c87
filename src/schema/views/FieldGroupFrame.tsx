import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface FieldGroupFrameProps {
  label: string;
  /** 0 for a group of a form section (under its h2), 1 and more for groups nested in it. */
  depth: number;
  /** The section heading already names it. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A group of fields under its subheading, announced as a group named by it. */
export function FieldGroupFrame({ label, depth, hideLabel, children }: FieldGroupFrameProps) {
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={hideLabel ? undefined : headingId}
      aria-label={hideLabel ? label : undefined}
      sx={{ mt: depth > 0 ? 1 : 0, mb: 1 }}
    >
      {!hideLabel && (
        <Typography
          id={headingId}
          component={depth === 0 ? 'h3' : 'h4'}
          variant={depth === 0 ? 'subtitle1' : 'subtitle2'}
          sx={{ fontWeight: 600, mt: 1 }}
        >
          {label}
        </Typography>
      )}
      {children}
    </Box>
  );
}
