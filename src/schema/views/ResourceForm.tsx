import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { LaterScope, RenderedLater } from '../../lib/RenderedLater';
import { useDrawnWhenNearOnceDrawn } from '../../lib/useDrawnWhenNearOnceDrawn';
import { FIRST_FIELDS, isLong, isWide, lazyInputsOf, needsRoom, type FormMode } from '../fieldLayout';
import { FieldCell, FieldGrid } from './FieldGrid';
import { FieldInput } from './FieldInput';
import { heldRolesReasonId } from './heldRolesReasonId';
import { InputCodeReady } from './InputCodeReady';
import { lazyInputCode } from './lazyInputCode';
import { SaveImpactNotice } from './SaveImpactNotice';
import { SubmittingSignal } from './SubmittingSignal';
import { useRecordHeldWhileSubmitting } from './useRecordHeldWhileSubmitting';
import { useResourceFormController } from './useResourceFormController';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  toolbar: ReactElement;
  children?: ReactNode;
}

/**
 * When the record is read again (a revealed value arriving, a refresh after a record action or another staff
 * member's change), the fields the user has edited keep their edits; the others take the record's values. A refused
 * save's messages stay (errors, and the submitted and touched state that shows them), and a save's success is kept
 * through the reset that follows it, so the unsaved-changes guard lets the redirect after saving through.
 */
const KEEP_EDITS = {
  keepDirtyValues: true,
  keepErrors: true,
  keepIsSubmitted: true,
  keepTouched: true,
  keepIsSubmitSuccessful: true,
};

/**
 * The first section at once; the others, usually below the fold, in the render after (RenderedLater). Each comes
 * with the code of the lazily drawn inputs it holds (a picture, a reference, a picker; InputCodeReady): drawn before
 * it, an input would take its place a moment later and move everything below it (and a button being clicked there
 * away from the pointer). The first fields' inputs' code is fetched with the record (preloadFirstInputs); where it is
 * not in yet when the form mounts, the first section is drawn later too (a first render must not wait for code).
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
      <InputCodeReady fields={fields} />
      {children}
    </RenderedLater>
  );
}

/** A section's box; a later one is skipped while off screen once it has been laid out (useDrawnWhenNearOnceDrawn). */
function SectionBox({ later, wide, children }: { later: boolean; wide: boolean; children: ReactNode }) {
  const [ref, offScreen] = useDrawnWhenNearOnceDrawn();
  return (
    <Box
      ref={later ? ref : undefined}
      component="section"
      sx={{ width: '100%', maxWidth: wide ? 1280 : 720, mb: 2, ...(later && offScreen) }}
    >
      {children}
    </Box>
  );
}

/** Of the first section's inputs, those past FIRST_FIELDS in the render after, as the later sections. */
function firstDrawn(section: number, fields: readonly FieldDefinition[], cells: ReactElement[]): ReactNode {
  if (section > 0) return cells;
  return (
    <>
      {cells.slice(0, FIRST_FIELDS)}
      {cells.length > FIRST_FIELDS && (
        <RenderedLater>
          <InputCodeReady fields={fields.slice(FIRST_FIELDS)} />
          {cells.slice(FIRST_FIELDS)}
        </RenderedLater>
      )}
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
  // Decided once: a section moved in or out of the later render would be drawn anew, losing focus and selection.
  const [firstReady] = useState(() =>
    lazyInputsOf(sections[0]?.fields.slice(0, FIRST_FIELDS) ?? []).every((input) =>
      lazyInputCode[input].loaded(),
    ),
  );
  const { record, onSubmitting } = useRecordHeldWhileSubmitting();
  return (
    // noValidate: the schema's messages, in the app's style, instead of the browser's own popups. Laid out as
    // react-admin's SimpleForm, whose default toolbar would bring its Delete button (MUI's Tooltip, Popper, Dialog).
    <Form record={record} validate={validate} warnWhenUnsavedChanges resetOptions={KEEP_EDITS} noValidate>
      <LaterScope>
        <SubmittingSignal onChange={onSubmitting} />
        <CardContent sx={(theme) => ({ [theme.breakpoints.down('sm')]: { pb: '5em' } })}>
          <Stack sx={{ alignItems: 'flex-start' }}>
            {refusal && (
              <Alert
                id={heldRolesReasonId}
                severity="info"
                icon={<LockIcon fontSize="inherit" />}
                sx={{ mb: 2 }}
              >
                {refusal}
              </Alert>
            )}
            {sections.map((section, index) => (
              <FormSection key={section.label} later={index > 0 || !firstReady} fields={section.fields}>
                <SectionBox later={index > 0} wide={needsRoom(section.fields)}>
                  {section.label && (
                    <Typography variant="h6" component="h2" gutterBottom>
                      {section.label}
                    </Typography>
                  )}
                  <FieldGrid long={isLong(section.fields)}>
                    {firstDrawn(
                      index,
                      section.fields,
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
                </SectionBox>
              </FormSection>
            ))}
            {mode === 'edit' && definition.saveImpact && <SaveImpactNotice definition={definition} />}
            {children}
          </Stack>
        </CardContent>
        {/* Below every section: drawn at once, it moved down as the later ones came (LaterScope). */}
        <RenderedLater>{toolbar}</RenderedLater>
      </LaterScope>
    </Form>
  );
}
