import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { eventLabel } from './eventLabel';
import type { PostbackTest } from './usePostbacksController';

const mono = { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } as const;

function Headers({ headers, label }: { headers: Record<string, string>; label: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, ...mono }}>
      {Object.entries(headers).map(([name, value]) => (
        <Box key={name} sx={{ display: 'flex', gap: 1 }}>
          <Box component="dt" sx={{ fontWeight: 600, flexShrink: 0 }}>
            {name}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * What 'Send a test' sent and got back: the exact request (method, URL, headers, body), then the answer (status,
 * time, headers, the first bytes of the body) or why none came, or why the server would not send it.
 */
export function PostbackExchangeView({ test, onClose }: { test: PostbackTest; onClose: () => void }) {
  const titleId = useId();
  const { postback, answer, refusal, running } = test;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h2">
          Test of {postback.partnerName ?? `partner ${postback.partner}`}: {eventLabel(postback.event)}
        </Typography>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </Stack>
      {running && <CircularProgress size={24} aria-label="Sending the test" />}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
      {answer && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box component="section" aria-label="Request">
            <Typography variant="subtitle2" component="h3">
              Request (to {answer.address})
            </Typography>
            <Typography sx={mono}>
              {answer.request.method} {answer.request.url}
            </Typography>
            <Headers headers={answer.request.headers} label="Request headers" />
            {answer.request.body !== undefined && (
              <Box component="pre" sx={{ ...mono, whiteSpace: 'pre-wrap', m: 0, mt: 1 }}>
                {answer.request.body}
              </Box>
            )}
          </Box>
          <Box component="section" aria-label="Answer">
            <Typography variant="subtitle2" component="h3">
              Answer
            </Typography>
            {answer.response ? (
              <>
                <Typography role="status">
                  Status {answer.response.status} {answer.response.statusText} in {answer.ms} ms
                </Typography>
                <Headers headers={answer.response.headers} label="Answer headers" />
                <Typography variant="caption" color="text.secondary">
                  Body{answer.response.truncated ? ' (its first 2 KB)' : ''}
                </Typography>
                <Box
                  component="pre"
                  aria-label="Answer body"
                  sx={{ ...mono, whiteSpace: 'pre-wrap', m: 0, p: 1, bgcolor: 'action.hover' }}
                >
                  {answer.response.body || '(empty)'}
                </Box>
              </>
            ) : (
              <Alert severity="warning" role="status">
                No answer after {answer.ms} ms: {answer.error}
              </Alert>
            )}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
