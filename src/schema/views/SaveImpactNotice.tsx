import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { saveImpact } from '../saveImpact';

/** While the form has changes: how many records saving them reaches beyond this one (a tariff's performers). */
export function SaveImpactNotice({ definition }: { definition: ResourceDefinition }) {
  const impact = saveImpact(definition, useRecordContext());
  const { isDirty } = useFormState();
  if (!impact || !isDirty) return null;
  return (
    <Alert severity={impact.count > 0 ? 'warning' : 'info'} role="status" sx={{ mb: 2 }}>
      {impact.text}.
    </Alert>
  );
}
