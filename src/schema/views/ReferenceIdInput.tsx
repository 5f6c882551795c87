import { NumberInput, TextInput, useResourceDefinition } from 'react-admin';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { referenceIds } from '../referenceIds';
import { roleNeedText } from '../roleNeedText';
import { toInteger } from '../toInteger';
import type { DefinitionOptions } from '../DefinitionOptions';

const idsText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/**
 * In place of a picker whose records the user may not list (reservations may be made by someone who may not
 * search performers): the id typed by hand, and the role searching needs. Nothing is asked of the API, which
 * would only refuse.
 */
export function ReferenceIdInput({ field, disabled }: { field: ReferenceField; disabled?: boolean }) {
  const target = useResourceDefinition<DefinitionOptions>({ resource: field.reference }).options?.definition;
  const records = target?.label.many.toLowerCase() ?? field.reference;
  const need = `You need ${roleNeedText(target?.access?.list)} to search ${records}`;
  const common = { source: field.source, disabled, readOnly: field.readOnly };
  return field.multiple ? (
    <TextInput
      {...common}
      label={`${field.label} IDs`}
      helperText={`${need}: type the IDs, separated by commas.`}
      format={idsText}
      parse={referenceIds}
    />
  ) : (
    <NumberInput
      {...common}
      label={`${field.label} ID`}
      helperText={`${need}: type the ID.`}
      step={1}
      parse={toInteger}
    />
  );
}
