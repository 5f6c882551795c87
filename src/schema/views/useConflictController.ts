import { useState } from 'react';
import { useNotify } from 'react-admin';

interface FailedSave {
  message?: string;
  status?: number;
  body?: { current?: Record<string, unknown>; errors?: unknown };
}

/**
 * Save-error handling of an edit screen: a 409 keeps the stored record (`current` in the response) for the
 * conflict dialog; validation errors stay on their fields; anything else is notified.
 *
 * @example
 * const { current, onError, close } = useConflictController();
 * <Edit mutationOptions={{ onError }}>…<ConflictDialog current={current} onClose={close} /></Edit>
 */
export function useConflictController() {
  const [current, setCurrent] = useState<Record<string, unknown> | null>(null);
  const notify = useNotify();
  const onError = (error: unknown) => {
    const failed = error as FailedSave;
    if (failed.status === 409 && failed.body?.current) setCurrent(failed.body.current);
    else if (!failed.body?.errors) notify(failed.message || 'ra.notification.http_error', { type: 'error' });
  };
  return { current, onError, close: () => setCurrent(null) } as const;
}
