import { Box, type SxProps, type Theme } from '@mui/material';
import { Suspense } from 'react';
import { afterFirstContent } from './firstContent';
import { lazyExport } from './lazyExport';

// The fifty-odd menu icons are not worth holding the first page up for.
const NamedIcon = lazyExport(
  afterFirstContent(() => import('./NamedIcon').then((module) => module.NamedIcon)),
);

export interface LazyNamedIconProps {
  name: string | undefined;
  /** Width and height in px. */
  size?: number;
  sx?: SxProps<Theme>;
}

/**
 * A named icon (NamedIcon) whose code follows the first paint; a blank square of its size holds its place
 * meanwhile, so nothing moves when it arrives.
 */
export function LazyNamedIcon({ name, size = 24, sx }: LazyNamedIconProps) {
  return (
    <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: size, height: size }} />}>
      <NamedIcon name={name} sx={[{ fontSize: size }, ...(Array.isArray(sx) ? sx : [sx])]} />
    </Suspense>
  );
}
