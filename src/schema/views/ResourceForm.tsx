import { Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '../ResourceDefinition';
import { FieldInput } from './FieldInput';
import { useResourceFormController, type FormMode } from './useResourceFormController';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  toolbar: ReactElement;
  children?: ReactNode;
}

/** The create/edit form of a definition: its sections of inputs, validated by the zod schema of its fields. */
export function ResourceForm({ definition, mode, toolbar, children }: ResourceFormProps) {
  const { sections, isEditable, validate } = useResourceFormController(definition, mode);
  return (
    <SimpleForm validate={validate} toolbar={toolbar} warnWhenUnsavedChanges>
      {sections.map((section) => (
        <Box key={section.label} component="section" sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
          {section.label && (
            <Typography variant="h6" component="h2" gutterBottom>
              {section.label}
            </Typography>
          )}
          {section.fields.map((field) => (
            <FieldInput
              tracked
              key={field.source}
              field={field}
              disabled={!field.readOnly && !isEditable(field)}
            />
          ))}
        </Box>
      ))}
      {children}
    </SimpleForm>
  );
}
