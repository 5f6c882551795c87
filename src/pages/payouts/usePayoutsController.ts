import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { useSearchParams } from '../../routing/useSearchParams';
import { isActiveJob } from '../../../contract/jobs/isActiveJob';
import { PAYOUT_CALCULATION } from '../../../contract/jobs/jobKinds';
import { sepaFileName } from '../../../contract/finance/sepa/sepaFileName';
import { downloadText } from '../../lib/downloadText';
import { loadOnce } from '../../lib/loadOnce';
import { call } from '../../transport/call';
import { useJobProgress } from '../../transport/useJobProgress';
import { payoutQueries } from './payoutQueries';

// Its parse (zod) comes with the first report, not before the page's first data; reports keep their order.
const jobReader = loadOnce(() =>
  import('../../../contract/finance/payoutJobOf').then((module) => module.payoutJobOf),
);

/** A missed socket event (a reconnect) is healed by this slower refresh while a calculation runs. */
const RUNNING_REFRESH_MS = 5_000;

/**
 * The payouts page: the interval and the chosen period in the address, the periods with their batches, the
 * chosen batch with its invoices, live calculation progress from the socket, and the three steps
 * (calculate, validate, finalise) with what each answered; a running calculation can be cancelled.
 *
 * @example
 * const { interval, periods, selected, batch, calculate, validate, finalise } = usePayoutsController();
 */
export function usePayoutsController() {
  const [params, setParams] = useSearchParams();
  const interval = payoutQueries.intervalOf(params.get('interval'));
  const start = params.get('start');
  const queryClient = useQueryClient();
  const notify = useNotify();

  const periods = useQuery({
    ...payoutQueries.periods(interval),
    refetchInterval: (query) =>
      query.state.data?.some((period) => isActiveJob(period.job)) ? RUNNING_REFRESH_MS : false,
  });
  const selected = periods.data?.find((period) => period.start === start) ?? null;
  const batch = useQuery(payoutQueries.batch(interval, start, selected));

  useJobProgress([PAYOUT_CALCULATION], (report) => {
    // A report whose reader could not be fetched is dropped, as useJobProgress drops one it cannot parse: the
    // running refresh below heals it.
    jobReader.load().then(
      (payoutJobOf) => {
        const job = payoutJobOf(report);
        const { queryKey } = payoutQueries.periods(job.interval);
        queryClient.setQueryData(queryKey, (current) =>
          current?.map((period) => (period.start === job.start ? { ...period, job } : period)),
        );
        if (!isActiveJob(job)) void queryClient.invalidateQueries({ queryKey });
      },
      () => undefined,
    );
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutQueries.periods(interval).queryKey });
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const period = { interval, start };
  const calculate = useMutation({
    mutationFn: () => call('POST', '/payouts/calculate', period),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => call('POST', `/jobs/${id}/cancel`),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const validate = useMutation({
    mutationFn: () => call('POST', '/payouts/validate', period),
    onSuccess: () => {
      notify('Bank data checked', { type: 'success' });
      void refresh();
    },
    onError: failed,
  });
  const finalise = useMutation({
    mutationFn: (code: string | undefined) =>
      call('POST', '/payouts/create', { ...period, ...(code ? { code } : {}) }),
    onSuccess: () => {
      notify('Payout finalised', { type: 'success' });
      void refresh();
    },
  });
  const finaliseError = finalise.error instanceof HttpError ? finalise.error : null;
  const codeProblem = (finaliseError?.body as { fields?: { code?: unknown } } | null)?.fields?.code;
  // Finalising takes a code of the person's authenticator: the dialog asks for it, or says to enrol first.
  const account = useQuery({
    queryKey: ['payouts-two-factor'],
    queryFn: () => call<{ account: { twoFactorEnabled: boolean } }>('GET', '/account'),
  });
  const downloadSepa = useMutation({
    mutationFn: async () => {
      const xml = await call<string>('GET', '/payouts/sepa', period);
      downloadText(xml, sepaFileName({ interval, start: start ?? '' }), 'application/xml');
    },
    onError: failed,
  });

  return {
    interval,
    setInterval: (value: string) => setParams({ interval: value }, { replace: true }),
    select: (value: string) => setParams({ interval, start: value }, { replace: true }),
    periods,
    selected,
    batch,
    calculate,
    cancel,
    validate,
    finalise,
    downloadSepa,
    /** Whether the signed-in account has two-factor sign-in; null until known. */
    twoFactorEnabled: account.data?.account.twoFactorEnabled ?? null,
    /** What the finalise answer said about the code (missing or wrong), shown at the code field. */
    codeProblem: typeof codeProblem === 'string' ? codeProblem : null,
    finaliseProblem: typeof codeProblem === 'string' ? null : (finalise.error?.message ?? null),
  } as const;
}
