import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { friendlyFormatIBAN } from 'ibantools';
import { growingTextarea } from '../../lib/growingTextarea';
import { PageTitle } from '../../lib/PageTitle';
import { usePayoutValidationController } from './usePayoutValidationController';

/** Five lines tall, growing with what is pasted to sixteen. */
const BANK_DATA_BOX = growingTextarea(5, 16);

const sepaText = (country: string | null, sepa: boolean) => (country ? (sepa ? 'Yes' : 'No') : '—');

/** /tech/payout-validation: paste or upload bank data and see, row by row, whether a payout could be sent. */
export default function PayoutValidationPage() {
  const { text, setText, check, upload, rows, problem, summary } = usePayoutValidationController();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Payout validator" />
      <Typography variant="h5" component="h1" gutterBottom>
        Payout validator
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <TextField
          label="Bank data"
          {...BANK_DATA_BOX}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) check();
          }}
          helperText="One account per line: holder, IBAN, BIC, separated by tab, semicolon or comma (a header line may name the columns). Ctrl+Enter checks."
          slotProps={{
            ...BANK_DATA_BOX.slotProps,
            htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            Check
          </Button>
          <Button component="label" startIcon={<UploadFileOutlined />}>
            Upload a file
            <input
              hidden
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain"
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {summary && (
        <Alert severity={summary.failed ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
          {summary.total} {summary.total === 1 ? 'row' : 'rows'} checked: {summary.ok} can be paid,{' '}
          {summary.failed} {summary.failed === 1 ? 'has' : 'have'} errors.
        </Alert>
      )}
      {rows && (
        <TableContainer sx={{ mt: 2 }}>
          <Table size="small" aria-label="Checked rows">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Holder</TableCell>
                <TableCell>IBAN</TableCell>
                <TableCell>BIC</TableCell>
                <TableCell>SEPA</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.line} selected={row.errors.length > 0}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.holder}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{friendlyFormatIBAN(row.iban) ?? ''}</TableCell>
                  <TableCell>{row.bic}</TableCell>
                  <TableCell>{sepaText(row.country, row.sepa)}</TableCell>
                  <TableCell>
                    {row.errors.length === 0 ? (
                      <Chip label="OK" color="success" size="small" />
                    ) : (
                      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                        {row.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
