import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { SaveButton, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { saveImpact } from '../saveImpact';

// Fetched with the check that opens it: a record's page shows without it.
const ImpactSaveDialog = lazyExport(() =>
  import('./ImpactSaveDialog').then((module) => module.ImpactSaveDialog),
);

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
  if (!impact || impact.count === 0) return <SaveButton />;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!isDirty || isSubmitting}
        onClick={async () => {
          const [valid] = await Promise.all([trigger(), ImpactSaveDialog.preload().catch(() => undefined)]);
          if (valid) setOpen(true);
        }}
      >
        Save
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImpactSaveDialog kind={definition.label.one.toLowerCase()} impact={impact.text} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
