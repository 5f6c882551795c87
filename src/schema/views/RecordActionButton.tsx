import { Box, Button, DialogContentText } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId } from 'react';
import type { RecordAction, ResourceDefinition } from '../../../contract/ResourceDefinition';
import { DeferredTooltip } from '../../lib/DeferredTooltip';
import { lazyExport } from '../../lib/lazyExport';
import { actionConfirmText } from '../actionConfirmText';
import { actionSubject } from '../actionSubject';
import { ActionSubjectFacts } from './ActionSubjectFacts';
import { SubjectValue } from './SubjectValue';
import { useRecordActionController } from './useRecordActionController';

// The dialogs' code (a form's validation and inputs among it) is fetched on first use, not with the list.
const ActionFormDialog = lazyExport(() =>
  import('./ActionFormDialog').then((module) => module.ActionFormDialog),
);
const ActionConfirmDialog = lazyExport(() =>
  import('./ActionConfirmDialog').then((module) => module.ActionConfirmDialog),
);
const ActionLinkDialog = lazyExport(() =>
  import('./ActionLinkDialog').then((module) => module.ActionLinkDialog),
);

export interface RecordActionButtonProps {
  definition: ResourceDefinition;
  action: RecordAction;
  /** On a list row, among one such button per row: its name also names the row's record ('Release: lola'). */
  inRow?: boolean;
}

/**
 * Runs one of the definition's record actions: after its confirmation or through its form dialog, showing the
 * link it answers with; disabled, with the reason, when it does not apply to this record.
 */
export function RecordActionButton({ definition, action, inRow = false }: RecordActionButtonProps) {
  const controller = useRecordActionController(definition.name, action);
  const { record, unavailable, step, running, link } = controller;
  const reasonId = useId();
  const subject = actionSubject(definition, action, record);
  // The record as its list shows it (a refund's member, not the chat's id nobody sees), never a bare id.
  const title = (
    <>
      {action.label}
      {subject.name && record && (
        <>
          {': '}
          <SubjectValue fact={subject.name} record={record} />
        </>
      )}
    </>
  );
  const button = (
    // MUI's button, not react-admin's: that one drops its label for an icon on small screens, and actions have none.
    <Button
      size="small"
      disabled={!record || running || Boolean(unavailable)}
      onClick={controller.start}
      onPointerEnter={() => preloadDialog(action)}
      onFocus={() => preloadDialog(action)}
      aria-describedby={unavailable ? reasonId : undefined}
    >
      {action.label}
      {inRow && subject.name && record && (
        <Box component="span" sx={visuallyHidden}>
          {': '}
          <SubjectValue fact={subject.name} record={record} />
        </Box>
      )}
    </Button>
  );
  return (
    <>
      {unavailable ? (
        <DeferredTooltip title={unavailable}>
          <span>
            {button}
            <Box component="span" id={reasonId} sx={visuallyHidden}>
              {unavailable}
            </Box>
          </span>
        </DeferredTooltip>
      ) : (
        button
      )}
      <Suspense fallback={null}>
        {action.confirm && !action.form && step === 'confirm' && (
          <ActionConfirmDialog
            title={title}
            content={
              <>
                <DialogContentText>{record && actionConfirmText(action, record, {})}</DialogContentText>
                {record && <ActionSubjectFacts facts={subject.facts} record={record} />}
              </>
            }
            onConfirm={controller.confirm}
            onClose={controller.close}
          />
        )}
        {action.form && record && step === 'form' && (
          <ActionFormDialog
            action={{ ...action, form: action.form }}
            record={record}
            title={title}
            recordLabel={definition.label.one.toLowerCase()}
            subject={subject}
            onSubmit={controller.submitForm}
            onClose={controller.close}
          />
        )}
        {link && <ActionLinkDialog title={action.label} link={link} onClose={controller.closeLink} />}
      </Suspense>
    </>
  );
}

/** Fetches the code of the dialog the action opens as the pointer or the focus comes to its button. */
function preloadDialog(action: RecordAction) {
  const dialog = action.form ? ActionFormDialog : action.confirm ? ActionConfirmDialog : undefined;
  dialog?.preload().catch(() => undefined);
}
