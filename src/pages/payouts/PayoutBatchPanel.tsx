import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense, useState, type ReactElement } from 'react';
import { formatMoney } from '../../lib/formatMoney';
import { formatDateTime } from '../../lib/formatDateTime';
import { lazyExport } from '../../lib/lazyExport';
import { usePreloadAfterFirstContent } from '../../lib/usePreloadAfterFirstContent';
import { AccessGate } from '../../schema/views/AccessGate';
import { finaliseBlocker } from './finaliseBlocker';
import { isActiveJob } from '../../../contract/jobs/isActiveJob';
import { PayoutInvoicesTable } from './PayoutInvoicesTable';
import { SepaLeftOut } from './SepaLeftOut';
import type { usePayoutsController } from './usePayoutsController';

// Its Dialog and TextField (Modal, the focus trap, inputs) are needed once someone finalises, not for the invoices.
const FinaliseDialog = lazyExport(() => import('./FinaliseDialog').then((module) => module.FinaliseDialog));

type Controller = ReturnType<typeof usePayoutsController>;
type Batch = NonNullable<Controller['selected']>;

/** A step of the payout: shown to everyone, usable with the payout role (disabled with its label otherwise). */
function Step(props: { label: string; icon: ReactElement; onClick: () => void; disabled: boolean }) {
  return (
    <AccessGate resource="payouts" action="run" label={props.label} icon={props.icon}>
      <Button variant="outlined" startIcon={props.icon} onClick={props.onClick} disabled={props.disabled}>
        {props.label}
      </Button>
    </AccessGate>
  );
}

/** When each step happened, in one line. */
function batchFacts(batch: Batch): string {
  const facts = [`${batch.invoices} invoices`, `${formatMoney(batch.total)} in total`];
  if (batch.calculatedAt) facts.push(`calculated ${formatDateTime(batch.calculatedAt)}`);
  if (batch.validatedAt)
    facts.push(
      `bank data checked ${formatDateTime(batch.validatedAt)}: ${batch.problems === 0 ? 'no problems' : `${batch.problems} with problems`}`,
    );
  if (batch.finalisedAt)
    facts.push(`finalised ${formatDateTime(batch.finalisedAt)} by ${batch.finalisedBy ?? 'unknown'}`);
  return facts.join(' · ');
}

/**
 * One period's payout: its state, the steps calculate → validate → finalise → SEPA file in order (each enabled
 * only when it may run), the calculation's live progress (cancellable), which invoices the SEPA file leaves out, and the
 * invoices.
 */
export function PayoutBatchPanel({ controller }: { controller: Controller }) {
  const {
    selected: batch,
    calculate,
    cancel,
    validate,
    finalise,
    downloadSepa,
    twoFactorEnabled,
    codeProblem,
    finaliseProblem,
  } = controller;
  const [confirming, setConfirming] = useState(false);
  usePreloadAfterFirstContent(FinaliseDialog);
  if (!batch) return null;
  const running = isActiveJob(batch.job);
  const blocker = finaliseBlocker(batch);
  const closeDialog = () => {
    setConfirming(false);
    finalise.reset();
  };

  return (
    <Box component="section" aria-labelledby="batch-title" sx={{ mt: 3 }}>
      <Typography id="batch-title" variant="h6" component="h2">
        {batch.interval} payout of {batch.start} – {batch.end}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {batch.status === 'none' ? 'Not calculated yet.' : batchFacts(batch)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <Step
          label={batch.status === 'none' ? 'Calculate' : 'Recalculate'}
          icon={<CalculateIcon />}
          onClick={() => calculate.mutate()}
          disabled={batch.status === 'final' || running || calculate.isPending}
        />
        <Step
          label="Validate bank data"
          icon={<FactCheckIcon />}
          onClick={() => validate.mutate()}
          disabled={batch.status !== 'draft' || running || validate.isPending}
        />
        <Step
          label="Finalise…"
          icon={<LockIcon />}
          onClick={() => setConfirming(true)}
          disabled={batch.status !== 'draft' || running || blocker !== null}
        />
        <Step
          label="Download SEPA file"
          icon={<DownloadIcon />}
          onClick={() => downloadSepa.mutate()}
          disabled={batch.status !== 'final' || downloadSepa.isPending}
        />
      </Stack>
      {running && batch.job && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Box role="status" sx={{ flexGrow: 1 }}>
            <Typography variant="body2">
              Calculating: {batch.job.done} of {batch.job.total || '…'} invoices
            </Typography>
            <LinearProgress
              variant={batch.job.total > 0 ? 'determinate' : 'indeterminate'}
              value={batch.job.total > 0 ? (100 * batch.job.done) / batch.job.total : 0}
              aria-label="Calculation progress"
            />
          </Box>
          <Step
            label="Cancel calculation"
            icon={<CancelIcon />}
            onClick={() => batch.job && cancel.mutate(batch.job.id)}
            disabled={cancel.isPending}
          />
        </Stack>
      )}
      {batch.job?.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The calculation failed: {batch.job.error}
        </Alert>
      )}
      {batch.job?.status === 'cancelled' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The last calculation was cancelled ({batch.job.error}).
        </Alert>
      )}
      {blocker && !running && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {blocker}
        </Alert>
      )}
      {batch.status === 'final' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          This payout is final. Download the SEPA file and upload it to the bank.
        </Alert>
      )}
      {batch.status !== 'none' &&
        (controller.batch.error ? (
          <Alert severity="error">The invoices could not be loaded: {controller.batch.error.message}</Alert>
        ) : controller.batch.data ? (
          <>
            <SepaLeftOut invoices={controller.batch.data.invoices} final={batch.status === 'final'} />
            <PayoutInvoicesTable invoices={controller.batch.data.invoices} />
          </>
        ) : (
          <LinearProgress aria-label="Loading the invoices" />
        ))}
      {confirming && (
        <Suspense fallback={null}>
          <FinaliseDialog
            batch={batch}
            open
            onClose={closeDialog}
            onConfirm={(code) => finalise.mutate(code, { onSuccess: closeDialog })}
            pending={finalise.isPending}
            twoFactorEnabled={twoFactorEnabled}
            codeProblem={codeProblem}
            problem={finaliseProblem}
          />
        </Suspense>
      )}
    </Box>
  );
}
