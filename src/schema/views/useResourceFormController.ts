import { useCallback, useMemo } from 'react';
import { useAccess, useAccessResources } from '../../auth/useAccess';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import { formSections, inFormMode, type FormMode } from '../fieldLayout';
import { lazySchemaValidator } from '../lazySchemaValidator';
import { useHeldRolesRefusal } from './useHeldRolesRefusal';

/**
 * What a definition's create/edit form shows: its sections with the fields of this mode the user may read,
 * whether each field may be changed (operation role and field role, through canAccess, and none where the record
 * holds roles the user does not: `refusal` says so), the choices a role picker offers, and the zod validation.
 *
 * @example
 * const { sections, isEditable, offeredChoices, refusal, validate } = useResourceFormController(accounts, 'edit');
 */
export function useResourceFormController(definition: ResourceDefinition, mode: FormMode) {
  const { name, fields } = definition;
  const inMode = useCallback((field: FieldDefinition) => inFormMode(field, mode), [mode]);
  const resources = useMemo(() => fields.map((field) => `${name}.${field.source}`), [name, fields]);
  const { canAccess: fieldRead } = useAccessResources({ action: 'read', resources });
  const readable = useCallback(
    // Until the policy answers, a field with a read role is left out (its value never flashes in) and the
    // others stay, so the form's inputs keep their state while the answer is refreshed.
    (field: FieldDefinition) => fieldRead?.[`${name}.${field.source}`] ?? !field.access?.read,
    [fieldRead, name],
  );
  const sections = useMemo(
    () =>
      formSections(definition)
        .map(({ label, fields: declared }) => ({
          label,
          fields: declared.filter((field) => inMode(field) && readable(field)),
        }))
        .filter((section) => section.fields.length > 0),
    [definition, inMode, readable],
  );

  const { canAccess: mayWrite } = useAccess({ resource: name, action: mode });
  const { canAccess: fieldAccess } = useAccessResources({ action: 'edit', resources });
  const { refusal, viewerRoles } = useHeldRolesRefusal(definition);
  const isEditable = (field: FieldDefinition) =>
    mayWrite === true && fieldAccess?.[`${name}.${field.source}`] === true && refusal === undefined;
  // Nobody grants a role they do not hold: the role picker offers only the user's own.
  const offeredChoices = (field: FieldDefinition) =>
    field.source === definition.heldRoles?.grantedBy ? viewerRoles : undefined;

  const validate = useMemo(() => lazySchemaValidator(fields, mode), [fields, mode]);
  usePreloadAfterFirstContent(lazySchemaValidator);

  return { sections, isEditable, offeredChoices, refusal, validate } as const;
}
