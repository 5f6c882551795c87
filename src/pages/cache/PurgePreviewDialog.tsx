import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';

export interface PurgePreview {
  /** What the purge covers, as the person typed it. */
  scope: string;
  matched: number;
  /** The first matching keys or paths. */
  names: string[];
}

export interface PurgePreviewDialogProps {
  /** 'cache entries' or 'edge cache responses'. */
  what: string;
  preview: PurgePreview | null;
  purging: boolean;
  onPurge: () => void;
  onClose: () => void;
}

/**
 * What a purge would delete before it runs: how many match and the first of them by name; 'Purge' runs it.
 * Shared by the Cache and CDN pages.
 */
export function PurgePreviewDialog({ what, preview, purging, onPurge, onClose }: PurgePreviewDialogProps) {
  const matched = preview?.matched ?? 0;
  return (
    <Dialog
      open={preview !== null}
      onClose={purging ? undefined : onClose}
      aria-labelledby="purge-preview-title"
    >
      <DialogTitle id="purge-preview-title">Purge {what}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {matched === 0
            ? `Nothing matches '${preview?.scope ?? ''}': there is nothing to purge.`
            : `${matched} ${matched === 1 ? 'matches' : 'match'} '${preview?.scope ?? ''}'.`}
        </DialogContentText>
        {matched > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {matched > (preview?.names.length ?? 0) ? `The first ${preview?.names.length}:` : 'They are:'}
            </Typography>
            <List
              dense
              aria-label="Matching"
              sx={{ fontFamily: 'monospace', maxHeight: 280, overflow: 'auto' }}
            >
              {preview?.names.map((name) => (
                <ListItem key={name} sx={{ wordBreak: 'break-all' }}>
                  {name}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purging}>
          Cancel
        </Button>
        {matched > 0 && (
          <Button
            color="error"
            variant="contained"
            onClick={onPurge}
            disabled={purging}
            startIcon={purging ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Purge {matched}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
