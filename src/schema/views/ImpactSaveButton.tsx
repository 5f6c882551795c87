import SaveIcon from '@mui/icons-material/Save';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { SaveButton, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { saveImpact } from '../saveImpact';

/**
 * Save for a record whose change reaches others (definition.saveImpact): once the form is valid, a confirmation
 * names how many it affects and saves only on its own Save; Cancel is where it starts, so Enter never saves.
 * A record that reaches none saves at once.
 */
export function ImpactSaveButton({ definition }: { definition: ResourceDefinition }) {
  const impact = saveImpact(definition, useRecordContext());
  const { trigger } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!impact || impact.count === 0) return <SaveButton />;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!isDirty || isSubmitting}
        onClick={async () => {
          if (await trigger()) setOpen(true);
        }}
      >
        Save
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Save {definition.label.one.toLowerCase()}</DialogTitle>
        <DialogContent>
          <DialogContentText>{impact.text}. Save it for all of them?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Cancel
          </Button>
          {/* A button, not a submit: the dialog sits outside the form's element. */}
          <SaveButton type="button" onClick={close} />
        </DialogActions>
      </Dialog>
    </>
  );
}
