import { Box, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { PAYOUT_INTERVALS } from '../../../contract/finance/payoutPeriods';
import { PayoutBatchPanel } from './PayoutBatchPanel';
import { PayoutPeriodsTable } from './PayoutPeriodsTable';
import { PendingBankChanges } from './PendingBankChanges';
import { usePayoutsController } from './usePayoutsController';

/**
 * /financial/payouts: the ended payout periods of the '10 Days' or 'Monthly' interval with their batches; a chosen
 * period is calculated, its bank data validated, finalised once and paid by its SEPA file; below, the bank details
 * changes that wait for a second person.
 */
export default function PayoutsPage() {
  const controller = usePayoutsController();
  const { interval, setInterval, periods, selected, select } = controller;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Payouts" />
      <Typography variant="h5" component="h1" gutterBottom>
        Payouts
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={interval}
        onChange={(_, value: string | null) => value && setInterval(value)}
        aria-label="Payout interval"
        sx={{ mb: 2 }}
      >
        {PAYOUT_INTERVALS.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {periods.error || periods.failureReason ? (
        <LoadError
          what="The payout periods"
          error={periods.error ?? periods.failureReason}
          onRetry={() => void periods.refetch()}
        />
      ) : !periods.data ? (
        <LinearProgress aria-label="Loading the payout periods" />
      ) : (
        <>
          <PayoutPeriodsTable periods={periods.data} selected={selected?.start ?? null} onSelect={select} />
          {selected ? (
            <PayoutBatchPanel key={`${interval} ${selected.start}`} controller={controller} />
          ) : (
            <Typography sx={{ mt: 2 }} color="text.secondary">
              Choose a period to calculate, check and pay it.
            </Typography>
          )}
        </>
      )}
      <PendingBankChanges />
    </Box>
  );
}
