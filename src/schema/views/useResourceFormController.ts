import { useCallback, useMemo } from 'react';
import { useCanAccess, useCanAccessResources } from 'react-admin';
import type { FieldDefinition } from '../FieldDefinition';
import { recordSchema } from '../recordSchema';
import type { ResourceDefinition } from '../ResourceDefinition';
import { validationErrors } from '../validationErrors';

export type FormMode = 'create' | 'edit';

/**
 * What a definition's create/edit form shows: its sections with the fields of this mode, whether each
 * field may be changed (operation role and field role, through canAccess), and the zod validation.
 *
 * @example
 * const { sections, isEditable, validate } = useResourceFormController(accounts, 'edit');
 */
export function useResourceFormController(definition: ResourceDefinition, mode: FormMode) {
  const { name, fields } = definition;
  const inMode = useCallback(
    (field: FieldDefinition) => mode === 'edit' || (!field.editOnly && !field.readOnly),
    [mode],
  );
  const sections = useMemo(() => {
    const byName = new Map(fields.map((field) => [field.source, field]));
    const declared = definition.form?.sections ?? [
      { label: '', fields: fields.map((field) => field.source) },
    ];
    return declared
      .map((section) => ({
        label: section.label,
        fields: section.fields.flatMap((source) => {
          const field = byName.get(source);
          return field && inMode(field) ? [field] : [];
        }),
      }))
      .filter((section) => section.fields.length > 0);
  }, [definition, fields, inMode]);

  const { canAccess: mayWrite } = useCanAccess({ resource: name, action: mode });
  const { canAccess: fieldAccess } = useCanAccessResources({
    action: 'edit',
    resources: fields.map((field) => `${name}.${field.source}`),
  });
  const isEditable = (field: FieldDefinition) =>
    mayWrite === true && fieldAccess?.[`${name}.${field.source}`] === true;

  const validate = useMemo(() => {
    const schema = recordSchema(fields, mode);
    return (values: Record<string, unknown>) => {
      const result = schema.safeParse(values);
      return result.success ? {} : validationErrors(result.error);
    };
  }, [fields, mode]);

  return { sections, isEditable, validate } as const;
}
