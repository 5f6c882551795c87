import { Box, Button, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId } from 'react';
import { Confirm } from 'react-admin';
import type { RecordAction, ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { useRecordActionController } from './useRecordActionController';

// The dialogs' code (a form's validation and inputs among it) is fetched on first use, not with the list.
const ActionFormDialog = lazyExport(() =>
  import('./ActionFormDialog').then((module) => module.ActionFormDialog),
);
const ActionLinkDialog = lazyExport(() =>
  import('./ActionLinkDialog').then((module) => module.ActionLinkDialog),
);

export interface RecordActionButtonProps {
  definition: ResourceDefinition;
  action: RecordAction;
}

/**
 * Runs one of the definition's record actions: after its confirmation or through its form dialog, showing the
 * link it answers with; disabled, with the reason, when it does not apply to this record.
 */
export function RecordActionButton({ definition, action }: RecordActionButtonProps) {
  const controller = useRecordActionController(definition.name, action);
  const { record, unavailable, step, running, link } = controller;
  const reasonId = useId();
  const name = String(record?.[definition.recordRepresentation] ?? record?.id ?? '');
  const button = (
    // MUI's button, not react-admin's: that one drops its label for an icon on small screens, and actions have none.
    <Button
      size="small"
      disabled={!record || running || Boolean(unavailable)}
      onClick={controller.start}
      aria-describedby={unavailable ? reasonId : undefined}
    >
      {action.label}
    </Button>
  );
  return (
    <>
      {unavailable ? (
        <Tooltip title={unavailable}>
          <span>
            {button}
            <Box component="span" id={reasonId} sx={visuallyHidden}>
              {unavailable}
            </Box>
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {action.confirm && !action.form && (
        <Confirm
          isOpen={step === 'confirm'}
          title={`${action.label}: ${name}`}
          content={action.confirm}
          onConfirm={controller.confirm}
          onClose={controller.close}
        />
      )}
      <Suspense fallback={null}>
        {action.form && step === 'form' && (
          <ActionFormDialog
            action={{ ...action, form: action.form }}
            name={name}
            subject={`${definition.label.one.toLowerCase()} ${name}`}
            onSubmit={controller.submitForm}
            onClose={controller.close}
          />
        )}
        {link && <ActionLinkDialog title={action.label} link={link} onClose={controller.closeLink} />}
      </Suspense>
    </>
  );
}
