import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { CodeReady } from '../../lib/CodeReady';
import { RenderedLater } from '../../lib/RenderedLater';
import { holdsPicture, isLong, isWide, needsRoom } from '../fieldLayout';
import { FieldCell, FieldGrid } from './FieldGrid';
import { FieldInput } from './FieldInput';
import { heldRolesReasonId } from './heldRolesReasonId';
import { LazyImageKindInput } from './LazyImageKindInput';
import { SaveImpactNotice } from './SaveImpactNotice';
import { useResourceFormController, type FormMode } from './useResourceFormController';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  toolbar: ReactElement;
  children?: ReactNode;
}

/**
 * When the record is read again (a revealed value arriving, a refresh after a record action), the fields the
 * user has edited keep their edits; the others take the record's values. A save's success is kept through the
 * reset that follows it, so the unsaved-changes guard lets the redirect after saving through.
 */
const KEEP_EDITS = { keepDirtyValues: true, keepIsSubmitSuccessful: true };

/** Inputs drawn with the record: four rows of a wide screen's three columns, about what the first screen shows. */
const FIRST_FIELDS = 12;

/**
 * The first section at once; the others, usually below the fold, in the render after (RenderedLater), and with the
 * picture input's code when they hold one: drawn before it, the input would take its place a moment later and move
 * every section below it (and a button being clicked there away from the pointer).
 */
function FormSection({
  later,
  fields,
  children,
}: {
  later: boolean;
  fields: readonly FieldDefinition[];
  children: ReactNode;
}) {
  if (!later) return children;
  return (
    <RenderedLater>
      {holdsPicture(fields) && <CodeReady of={LazyImageKindInput} />}
      {children}
    </RenderedLater>
  );
}

/** Of the first section's inputs, those past FIRST_FIELDS in the render after, as the later sections. */
function firstDrawn(section: number, cells: ReactElement[]): ReactNode {
  if (section > 0 || cells.length <= FIRST_FIELDS) return cells;
  return (
    <>
      {cells.slice(0, FIRST_FIELDS)}
      <RenderedLater>{cells.slice(FIRST_FIELDS)}</RenderedLater>
    </>
  );
}

/**
 * The create/edit form of a definition: its sections of inputs, validated by the zod schema of its fields; above
 * them, why the record cannot be changed when it holds roles the user does not.
 */
export function ResourceForm({ definition, mode, toolbar, children }: ResourceFormProps) {
  const { sections, isEditable, offeredChoices, refusal, validate } = useResourceFormController(
    definition,
    mode,
  );
  return (
    // noValidate: the schema's messages, in the app's style, instead of the browser's own popups.
    <SimpleForm
      validate={validate}
      toolbar={toolbar}
      warnWhenUnsavedChanges
      resetOptions={KEEP_EDITS}
      noValidate
    >
      {refusal && (
        <Alert id={heldRolesReasonId} severity="info" icon={<LockIcon fontSize="inherit" />} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {sections.map((section, index) => (
        <FormSection key={section.label} later={index > 0} fields={section.fields}>
          <Box
            component="section"
            sx={{ width: '100%', maxWidth: needsRoom(section.fields) ? 1280 : 720, mb: 2 }}
          >
            {section.label && (
              <Typography variant="h6" component="h2" gutterBottom>
                {section.label}
              </Typography>
            )}
            <FieldGrid long={isLong(section.fields)}>
              {firstDrawn(
                index,
                section.fields.map((field) => (
                  <FieldCell key={field.source} wide={isWide(field)}>
                    <FieldInput
                      tracked={mode === 'edit'}
                      field={field}
                      disabled={!field.readOnly && !isEditable(field)}
                      offered={offeredChoices(field)}
                      hideLabel={field.label === section.label}
                    />
                  </FieldCell>
                )),
              )}
            </FieldGrid>
          </Box>
        </FormSection>
      ))}
      {mode === 'edit' && definition.saveImpact && <SaveImpactNotice definition={definition} />}
      {children}
    </SimpleForm>
  );
}
