import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { PageTitle } from '../../lib/PageTitle';
import { LoadError } from '../../lib/LoadError';
import { LogFilterBar } from './LogFilterBar';
import { LogTable } from './LogTable';
import { useLogTailController, type LogKind } from './useLogTailController';

/** The view both log pages share: title, filter, pause, the lines and older ones on request. */
export function LogTailView({ kind, title, intro }: { kind: LogKind; title: string; intro: string }) {
  const { access, canRead, list, lines, filter, setFilter, paused, setPaused, held, levels } =
    useLogTailController(kind);
  const failure = list.error ?? list.failureReason;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {canRead && (
          <Button
            onClick={() => setPaused(!paused)}
            startIcon={paused ? <PlayArrowOutlined /> : <PauseOutlined />}
            aria-pressed={paused}
          >
            {paused ? `Resume${held.length > 0 ? ` (${held.length} new)` : ''}` : 'Pause'}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {access.isPending ? (
        <LinearProgress aria-label="Checking access" />
      ) : !canRead ? (
        <Alert severity="info">
          Reading the server&apos;s logs needs the VIEW_ACTIVITY role, which your account does not have.
        </Alert>
      ) : (
        <>
          <LogFilterBar filter={filter} levels={levels} onChange={setFilter} />
          <Typography variant="body2" role="status" sx={{ mb: 1 }}>
            {paused ? 'Paused: new lines wait until you resume.' : 'Live: new lines appear at the top.'}
          </Typography>
          {failure ? (
            <LoadError what="The log" error={failure} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <LinearProgress aria-label="Loading the log" />
          ) : lines.length === 0 ? (
            <Typography>No lines match{Object.keys(filter).length > 0 ? ' this filter' : ' yet'}.</Typography>
          ) : (
            <>
              <LogTable lines={lines} label={title} />
              {list.hasNextPage && (
                <Button
                  sx={{ mt: 2 }}
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  Older lines
                </Button>
              )}
            </>
          )}
        </>
      )}
    </Box>
  );
}
