import { useState } from 'react';
import {
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  type Identifier,
} from 'react-admin';
import type { RecordAction } from '../../../contract/ResourceDefinition';
import type { DashboardDataProvider } from '../../data/DashboardDataProvider';
import { linkOf, type ActionLink } from '../actionLink';

type Values = Record<string, unknown>;
type Step = 'idle' | 'confirm' | 'form';

const accountIdOf = (id: Identifier | undefined) =>
  id === undefined || id === '' || Number.isNaN(Number(id)) ? undefined : Number(id);

/**
 * One record action of the edit page: why it does not apply to this record (if so), its confirmation or form
 * dialog, and running it. A form's submit carries a `requestKey` made when the dialog opens, so a double click
 * or a retry after a failure books once. Success is notified and the record read again (a balance changes);
 * an action that answers with a link keeps it to show.
 *
 * @example
 * const { unavailable, step, start, confirm, submitForm, link } = useRecordActionController('members', donate);
 */
export function useRecordActionController(resource: string, action: RecordAction) {
  const record = useRecordContext();
  const { data: identity } = useGetIdentity();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<Step>('idle');
  const [requestKey, setRequestKey] = useState('');
  const [running, setRunning] = useState(false);
  const [link, setLink] = useState<ActionLink | null>(null);

  const unavailable = record
    ? action.unavailable?.(record, { accountId: accountIdOf(identity?.id) })
    : undefined;

  const execute = async (values: Values) => {
    if (!record) return;
    const answer = await dataProvider.runAction(resource, action.name, record, values);
    notify(action.success, { type: 'success' });
    refresh();
    if (action.showsLink) setLink(linkOf(answer));
  };

  const confirm = async () => {
    setStep('idle');
    setRunning(true);
    try {
      await execute({});
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  const start = () => {
    if (action.form) {
      setRequestKey(crypto.randomUUID());
      setStep('form');
    } else if (action.confirm) setStep('confirm');
    else void confirm();
  };

  /** Failures reach the form dialog, which shows them and keeps the values for a retry with the same key. */
  const submitForm = async (values: Values) => {
    await execute({ ...values, requestKey });
    setStep('idle');
  };

  return {
    record,
    unavailable,
    step,
    running,
    link,
    start,
    confirm,
    submitForm,
    close: () => setStep('idle'),
    closeLink: () => setLink(null),
  } as const;
}
