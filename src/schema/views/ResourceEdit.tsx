import { Box } from '@mui/material';
import { Suspense } from 'react';
import { EditBase } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { LaterScope, RenderedLater } from '../../lib/RenderedLater';
import { lazyInputsOf } from '../fieldLayout';
import { LazyResourceFormToolbar } from './LazyResourceFormToolbar';
import { lazyInputCode } from './lazyInputCode';
import { RecordHeader } from './RecordHeader';
import { RecordEditState } from './RecordEditState';
import { RecordLoadError } from './RecordLoadError';
import { ResourceForm } from './ResourceForm';
import { RecordView } from './RecordView';
import { RevealContext } from './RevealContext';
import { useConflictController } from './useConflictController';
import { useRevealedValues } from './useRevealedValues';

// Few records have a pending bank change: its code (zod's parsing of the API's answer among it) follows the form.
const BankChangePanel = lazyExport(() =>
  import('./BankChangePanel').then((module) => module.BankChangePanel),
);
// Below the form: the tables' code (react-admin's DataTable, the list's) follows the record's fields.
const RelatedListSection = lazyExport(() =>
  import('./RelatedListSection').then((module) => module.RelatedListSection),
);
// Shown only after a stale save.
const ConflictDialog = lazyExport(() => import('./ConflictDialog').then((module) => module.ConflictDialog));
const AuditHistory = lazyExport(() => import('./AuditHistory').then((module) => module.AuditHistory));

/**
 * The code of all a record page draws later (its later inputs, its buttons, the bank change, the related lists, the
 * history), asked for at once as its later render starts: found by that render one by one, it came in four rounds, a
 * member's related lists and history drawn ~1.6 s after its fields under 4× CPU. A failed fetch is the part's to try
 * again and report.
 */
const laterCode = (definition: ResourceDefinition) => () =>
  Promise.all(
    [
      BankChangePanel,
      LazyResourceFormToolbar,
      ...(definition.related ? [RelatedListSection] : []),
      ...(definition.auditTarget ? [AuditHistory] : []),
      ...lazyInputsOf(definition.fields).map((input) => lazyInputCode[input]),
    ].map((part) => part.preload()),
  );

/**
 * The edit screen of a record: its form, a pending bank details change, the related lists below it and its
 * history. Saves are pessimistic (no deferred undo write: roles, money and personal data are saved at once) and a
 * stale save opens the conflict dialog. Viewers without the edit role see the form read-only, which is why
 * react-admin's own edit-access redirect is switched off here: the page itself is guarded by its route's view
 * role. Revealed private values are held in the record as read (`select`), so they are loaded values, not edits.
 * The history loads only once the record has.
 */
export function ResourceEdit({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const { current, onError, close } = useConflictController();
  const { select, api } = useRevealedValues(definition.name, id);
  return (
    <RevealContext.Provider value={api}>
      <EditBase
        resource={definition.name}
        id={id}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        // A record that cannot be loaded is said on this route (RecordLoadError), not by redirecting to the list.
        queryOptions={{ select, onError: () => undefined }}
        redirectOnError={false}
        redirect={() => definition.routes.list ?? definition.routes.back ?? '/'}
        disableAuthentication
      >
        <RecordView title={definition.label.one} actions={<RecordHeader definition={definition} />}>
          {/* The form's later sections, its buttons and what follows it come in one render: none moves another. */}
          <LaterScope code={laterCode(definition)}>
            <RecordEditState error={<RecordLoadError definition={definition} id={id} />}>
              <ResourceForm
                definition={definition}
                mode="edit"
                toolbar={<LazyResourceFormToolbar definition={definition} mode="edit" />}
              >
                {current && (
                  <Suspense fallback={null}>
                    <ConflictDialog definition={definition} current={current} onClose={close} />
                  </Suspense>
                )}
              </ResourceForm>
              <RenderedLater>
                <Suspense fallback={null}>
                  <BankChangePanel definition={definition} id={id} />
                </Suspense>
                <Suspense fallback={null}>
                  {definition.related && (
                    <Box sx={{ px: 2, pb: 2 }}>
                      {definition.related.map((related) => (
                        <RelatedListSection key={`${related.resource}:${related.target}`} related={related} />
                      ))}
                    </Box>
                  )}
                  {definition.auditTarget && (
                    <Box sx={{ px: 2, pb: 2 }}>
                      <AuditHistory definition={definition} id={id} />
                    </Box>
                  )}
                </Suspense>
              </RenderedLater>
            </RecordEditState>
          </LaterScope>
        </RecordView>
      </EditBase>
    </RevealContext.Provider>
  );
}
