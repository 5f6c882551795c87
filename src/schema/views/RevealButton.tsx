import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button } from '@mui/material';
import { RevealDialog } from './RevealDialog';
import { useRevealButtonController } from './useRevealButtonController';

/** 'Reveal' beside a masked value: asks a reason, then shows the clear value for a few minutes. */
export function RevealButton({ path, label }: { path: string; label: string }) {
  const { offered, allowed, asking, open, close, reveal } = useRevealButtonController(path);
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
      {asking && <RevealDialog label={label} onReveal={reveal} onClose={close} />}
    </>
  );
}
