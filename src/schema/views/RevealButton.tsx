import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button } from '@mui/material';
import { Suspense } from 'react';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import { useRevealButtonController } from './useRevealButtonController';

// The dialog (a form, with zod's checks) is fetched with the first Reveal asked for; fetched ahead once shown.
const RevealDialog = lazyExport(() => import('./RevealDialog').then((module) => module.RevealDialog));

/** 'Reveal' beside a masked value: asks a reason, then shows the clear value for a few minutes. */
export function RevealButton({ path, label }: { path: string; label: string }) {
  const { offered, allowed, asking, open, close, reveal } = useRevealButtonController(path);
  usePreloadAfterFirstContent(RevealDialog);
  if (!offered) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<VisibilityIcon />}
        onClick={open}
        disabled={!allowed}
        aria-label={`Reveal ${label}`}
        sx={{ flexShrink: 0 }}
      >
        Reveal
      </Button>
      <Suspense fallback={null}>
        {asking && <RevealDialog label={label} onReveal={reveal} onClose={close} />}
      </Suspense>
    </>
  );
}
