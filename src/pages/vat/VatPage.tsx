import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { PeriodControls } from '../period/PeriodControls';
import { useVatController } from './useVatController';
import { VatTable } from './VatTable';

const GROUPS = { month: 'Month', quarter: 'Quarter', year: 'Year' };

/**
 * /financial/vat: the VAT in member payments per return period and country (the special lines 'Non SEPA' and
 * 'Colombia Adamo' included), at each country's rate, and the CSV for the accountant.
 */
export default function VatPage() {
  const { controls, group, problem, totals, download, isPending, error, retry, retrying } =
    useVatController();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="VAT" />
      <Typography variant="h5" component="h1" gutterBottom>
        VAT
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <PeriodControls {...controls} groups={GROUPS} />
        <Button
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={!totals || totals.periods.length === 0}
        >
          Download CSV
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Member payments include VAT at the rate of the member&apos;s country; payments from outside SEPA are
        reported as &apos;Non SEPA&apos;, Colombia&apos;s as &apos;Colombia Adamo&apos;.
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem}
        </Alert>
      ) : error ? (
        <LoadError what="The VAT report" error={error} onRetry={retry} retrying={retrying} sx={{ mt: 3 }} />
      ) : isPending ? (
        <CircularProgress sx={{ mt: 3 }} aria-label="Loading the VAT report" />
      ) : !totals || totals.periods.length === 0 ? (
        <Typography sx={{ mt: 3 }}>No payments in this period.</Typography>
      ) : (
        <VatTable totals={totals} group={group} />
      )}
    </Box>
  );
}
