import CopyIcon from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import { formatDateTime } from '../../lib/formatDateTime';
import type { ActionLink } from '../actionLink';

/** Only web addresses become links (docs/architecture.md#security: no `javascript:` URL becomes a link). */
const WEB = /^https?:\/\//i;

/** The link an action answered with, when it expires, and a button to copy it. */
export function ActionLinkDialog({
  title,
  link,
  onClose,
}: {
  title: string;
  link: ActionLink;
  onClose: () => void;
}) {
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify('Link copied', { type: 'info' });
    } catch {
      notify('The link could not be copied: select it and copy it by hand', { type: 'warning' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ wordBreak: 'break-all', mb: 2 }}>
          {WEB.test(link.url) ? (
            <Link href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
            </Link>
          ) : (
            link.url
          )}
        </Typography>
        {link.expiresAt && (
          <DialogContentText>
            It works once and expires at {formatDateTime(link.expiresAt)}.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<CopyIcon />} onClick={copy}>
          Copy link
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
