import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { mediaClaimResponse, type MediaItem } from '../../../contract/media/mediaQueue';
import { call } from '../../transport/call';
import { mediaShortcut } from './mediaShortcut';

const KEY = ['media-claim'];
/** Items held for one moderator at a time: a screenful, few enough that others always have work. */
const CLAIM = 5;

type Claim = { data: MediaItem[]; waiting: number };

/**
 * The media queue for one moderator: the items held for them (claimed again when done), the one in view, the
 * keyboard (A approve, R reject, J/K next/previous) and the two reviews.
 *
 * @example
 * const { current, held, waiting, approve, startReject, reject } = useMediaQueueController();
 */
export function useMediaQueueController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);

  const claim = useQuery({
    queryKey: KEY,
    queryFn: async () => mediaClaimResponse.parse(await call('POST', '/media/claim', { count: CLAIM })),
    staleTime: Infinity,
  });
  const held = claim.data?.data ?? [];
  const current = held[Math.min(index, held.length - 1)] ?? null;

  const done = (id: number, message: string) => {
    const left = held.filter((item) => item.id !== id);
    queryClient.setQueryData<Claim>(KEY, (old) => old && { ...old, data: left });
    notify(message, { type: 'success' });
    setRejecting(false);
    setIndex((at) => Math.min(at, Math.max(0, left.length - 1)));
    if (left.length === 0) void claim.refetch();
  };
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const approve = useMutation({
    mutationFn: (id: number) => call('POST', '/media/:id/approve', { id }),
    onSuccess: (_, id) => done(id, 'Approved'),
    onError: failed,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call('POST', '/media/:id/reject', { id, reason }),
    onSuccess: (_, { id }) => done(id, 'Rejected'),
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = mediaShortcut(event);
      if (!shortcut || !current || rejecting) return;
      event.preventDefault();
      if (shortcut === 'approve' && !approve.isPending) approve.mutate(current.id);
      if (shortcut === 'reject') setRejecting(true);
      if (shortcut === 'next') setIndex((at) => Math.min(at + 1, held.length - 1));
      if (shortcut === 'previous') setIndex((at) => Math.max(at - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, held.length, rejecting, approve]);

  return {
    claim,
    held,
    current,
    index: Math.min(index, Math.max(0, held.length - 1)),
    select: setIndex,
    waiting: claim.data?.waiting ?? 0,
    approve,
    reject,
    rejecting,
    startReject: () => setRejecting(true),
    stopReject: () => {
      setRejecting(false);
      reject.reset();
    },
  } as const;
}
