import { useState } from 'react';
import { useGetList } from 'react-admin';
import { postbackTestAnswer, type PostbackTestAnswer } from '../../../contract/postbacks/postbackTestAnswer';
import { useAccess } from '../../auth/useAccess';
import { call } from '../../transport/call';

export interface PostbackRow {
  id: number;
  partner: number;
  partnerName: string | null;
  partnerCode: string | null;
  event: string;
  method: string;
  url: string;
  active: boolean;
}

export interface PostbackLogRow {
  id: number;
  at: string;
  postback: number | null;
  partnerName: string | null;
  event: string | null;
  method: string;
  url: string;
  status: number | null;
  ms: number;
  error: string | null;
  test: boolean;
}

/** One 'Send a test': the postback, then its answer, or why it was not sent. */
export interface PostbackTest {
  postback: PostbackRow;
  running: boolean;
  answer?: PostbackTestAnswer;
  refusal?: string;
}

export const PER_PAGE = 10;

/**
 * The Postbacks page: a page of the postback URLs (of one event, if chosen), a page of the log (newest first), what the viewer may do, and
 * 'Send a test', whose exact request and answer (or refusal) it keeps to show; the log is read again after it.
 *
 * @example
 * const { postbacks, log, test, sendTest, can } = usePostbacksController();
 */
export function usePostbacksController() {
  const [page, setPage] = useState(1);
  const [logPage, setLogPage] = useState(1);
  const [event, setEvent] = useState('');
  const list = useAccess({ resource: 'postbacks', action: 'list' });
  const enabled = list.canAccess === true;
  const postbacks = useGetList<PostbackRow>(
    'postbacks',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: event ? { event } : {},
    },
    { enabled },
  );
  const log = useGetList<PostbackLogRow>(
    'postbackLog',
    { pagination: { page: logPage, perPage: PER_PAGE }, sort: { field: 'at', order: 'DESC' } },
    { enabled },
  );
  const create = useAccess({ resource: 'postbacks', action: 'create' });
  const edit = useAccess({ resource: 'postbacks', action: 'edit' });
  const [test, setTest] = useState<PostbackTest | null>(null);

  const sendTest = async (postback: PostbackRow) => {
    setTest({ postback, running: true });
    try {
      const answer = postbackTestAnswer.parse(
        await call('POST', '/partners/postbacks/:id/test', { id: postback.id }),
      );
      setTest({ postback, running: false, answer });
      setLogPage(1);
      void log.refetch();
    } catch (error) {
      setTest({ postback, running: false, refusal: (error as Error).message || 'The test was not sent.' });
    }
  };

  return {
    postbacks: { ...postbacks, page, setPage },
    event,
    /** Shows the postbacks of one event (or, empty, of all), from their first page. */
    setEvent: (next: string) => {
      setEvent(next);
      setPage(1);
    },
    log: { ...log, page: logPage, setPage: setLogPage },
    can: {
      list: enabled,
      checking: list.isPending,
      create: create.canAccess === true,
      test: edit.canAccess === true,
    },
    test,
    sendTest,
    closeTest: () => setTest(null),
  } as const;
}
