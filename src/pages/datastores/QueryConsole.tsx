import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { QUERY_ROW_CAP, QUERY_TIMEOUT_MS, type QueryAnswer } from '../../../contract/tech/datastoresApi';
import { growingTextarea } from '../../lib/growingTextarea';
import { QueryResultTable } from './QueryResultTable';

export interface QueryConsoleProps {
  onRun: (sql: string) => void;
  result: { data?: QueryAnswer; error: Error | null; running: boolean };
}

/** Three lines tall, growing with the query to twenty. */
const SQL_BOX = growingTextarea(3, 20);

/** One read-only SELECT at a time: Run (or Ctrl+Enter) sends it; a refusal says why. */
export function QueryConsole({ onRun, result }: QueryConsoleProps) {
  const [sql, setSql] = useState('');
  const run = () => sql.trim() && onRun(sql);
  return (
    <Box component="section" aria-label="Query console" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Query console
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One SELECT at a time, in a read-only transaction that is rolled back, stopped after{' '}
        {QUERY_TIMEOUT_MS / 1000} s on PostgreSQL, at most {QUERY_ROW_CAP} rows. Every statement is audited.
      </Typography>
      <Stack
        component="form"
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <TextField
          label="SQL"
          {...SQL_BOX}
          value={sql}
          onChange={(change) => setSql(change.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              run();
            }
          }}
          slotProps={{
            ...SQL_BOX.slotProps,
            htmlInput: { spellCheck: false, maxLength: 20_000, style: { fontFamily: 'monospace' } },
          }}
          helperText="Ctrl+Enter runs it"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={result.running || !sql.trim()}>
            {result.running ? 'Running…' : 'Run'}
          </Button>
        </Box>
      </Stack>
      {result.error ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {result.error.message}
        </Alert>
      ) : (
        result.data && <QueryResultTable answer={result.data} />
      )}
    </Box>
  );
}
