import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SaveButton } from 'react-admin';

export interface ImpactSaveDialogProps {
  /** The record's kind, lower case ('tariff group'). */
  kind: string;
  /** Whom the change reaches ('Changes the prices of 12 performers'). */
  impact: string;
  onClose: () => void;
}

/** Asks before saving a change that reaches others; Cancel has the focus, so Enter never saves. */
export function ImpactSaveDialog({ kind, impact, onClose }: ImpactSaveDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Save {kind}</DialogTitle>
      <DialogContent>
        <DialogContentText>{impact}. Save it for all of them?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        {/* A button, not a submit: the dialog sits outside the form's element. */}
        <SaveButton type="button" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
