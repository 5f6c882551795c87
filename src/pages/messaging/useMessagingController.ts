import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useSearchParams } from '../../routing/useSearchParams';
import { jobResponse } from '../../../contract/jobs/jobApi';
import { RECIPIENT_KINDS } from '../../../contract/messaging/messagingApi';
import { MESSAGING_ROLES } from '../../../contract/messaging/messagingRoles';
import { forward } from '../../transport/call';
import type { messageForm } from './messageForm';
import { recipientsText } from './recipientsText';
import { useMassMessageEvents } from './useMassMessageEvents';
import type { z } from 'zod';

export type MessageDraft = z.output<typeof messageForm>;

/** What the person is asked to confirm: the message and the count they were shown. */
export interface PendingSend {
  draft: MessageDraft;
  count: number;
}

/**
 * The messaging page: which recipients the signed-in account may message, the send awaiting confirmation, the
 * send itself (through the forwarding call, with the count confirmed) and the open job, kept in the address
 * (`?job=`) so a reload finds it again.
 *
 * @example
 * const { kinds, ask, pending, confirm, jobId } = useMessagingController();
 */
export function useMessagingController() {
  const { permissions } = usePermissions<unknown>();
  const roles: unknown[] = Array.isArray(permissions) ? permissions : [];
  const kinds = RECIPIENT_KINDS.filter((kind) => roles.includes(MESSAGING_ROLES[kind]));
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const [pending, setPending] = useState<PendingSend | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  useMassMessageEvents();

  const send = useMutation({
    mutationFn: async ({ draft, count }: PendingSend) =>
      jobResponse.parse(
        await forward('POST', 'messaging', '/messaging/send', { ...draft, expectedCount: count }),
      ).job,
    onSuccess: (job, { count, draft }) => {
      setPending(null);
      setParams({ job: String(job.id) });
      queryClient.setQueryData(['job', job.id], job);
      void queryClient.invalidateQueries({ queryKey: ['messaging-jobs'] });
      notify(`Sending to ${recipientsText(count, draft.audience.recipients)}`, { type: 'info' });
    },
    // A moved audience is a 409: the dialog says so and the count is asked again.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['messaging-count'] }),
  });

  return {
    kinds,
    jobId,
    openJob: (id: number) => setParams({ job: String(id) }),
    closeJob: () => setParams({}),
    pending,
    ask: (draft: MessageDraft, count: number) => {
      send.reset();
      setPending({ draft, count });
    },
    dismiss: () => setPending(null),
    confirm: () => pending && send.mutate(pending),
    sending: send.isPending,
    sendError: send.error?.message ?? null,
  } as const;
}
