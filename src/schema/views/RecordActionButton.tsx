import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { RecordAction } from '../ResourceDefinition';

/** Runs one of the definition's record actions (after confirming, if it asks to) and reports the outcome. */
export function RecordActionButton({ resource, action }: { resource: string; action: RecordAction }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setAsking(false);
    if (!record) return;
    setRunning(true);
    try {
      await dataProvider.runAction(resource, action.name, record);
      notify(action.success, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        label={action.label}
        disabled={!record || running}
        onClick={() => (action.confirm ? setAsking(true) : run())}
      />
      {action.confirm && (
        <Confirm
          isOpen={asking}
          title={action.label}
          content={action.confirm}
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
