import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PageTitle } from '../../lib/PageTitle';
import { Link } from '../../routing/Link';
import { POSTBACK_EVENTS, POSTBACK_MACRO_HELP } from '../../../contract/postbacks/postbackMacros';
import { LoadError } from '../../lib/LoadError';
import { RoleNeeded } from '../../schema/views/RoleNeeded';
import postbacksDefinition from '../../../resources/postbacks';
import { PostbackExchangeView } from './PostbackExchangeView';
import { PostbackLogTable } from './PostbackLogTable';
import { PostbackTable } from './PostbackTable';
import { usePostbacksController } from './usePostbacksController';

/**
 * /partners/postbacks: the postback URLs per partner and event, 'Send a test' with the exact request and answer,
 * and the log of postbacks sent, newest first.
 */
export default function PostbacksPage() {
  const { postbacks, event, setEvent, log, can, test, sendTest, closeTest } = usePostbacksController();
  if (can.checking) return null;
  if (!can.list)
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <PageTitle title="Postbacks" />
        <RoleNeeded need={postbacksDefinition.access?.list} to="list postbacks" />
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Postbacks" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Postbacks
        </Typography>
        {can.create && (
          <Button component={Link} to="/partners/postback" startIcon={<AddIcon />}>
            New postback
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Each partner is called at its URL when one of its visitors signs up, pays or charges back.{' '}
        {POSTBACK_MACRO_HELP}
      </Typography>
      <TextField
        select
        size="small"
        label="Event"
        value={event}
        onChange={(change) => setEvent(change.target.value)}
        sx={{ mt: 2, minWidth: 200 }}
      >
        <MenuItem value="">All events</MenuItem>
        {POSTBACK_EVENTS.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      {postbacks.error ? (
        <LoadError
          what="The postbacks"
          error={postbacks.error}
          onRetry={() => void postbacks.refetch()}
          sx={{ mt: 2 }}
        />
      ) : postbacks.isPending ? (
        <CircularProgress sx={{ mt: 2 }} aria-label="Loading the postbacks" />
      ) : (
        <PostbackTable
          rows={postbacks.data ?? []}
          total={postbacks.total ?? 0}
          page={postbacks.page}
          onPage={postbacks.setPage}
          onTest={can.test ? (row) => void sendTest(row) : undefined}
          testing={test?.running ? test.postback.id : undefined}
        />
      )}
      {test && <PostbackExchangeView test={test} onClose={closeTest} />}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Postbacks sent
      </Typography>
      {log.error ? (
        <LoadError what="The log" error={log.error} onRetry={() => void log.refetch()} sx={{ mt: 1 }} />
      ) : log.isPending ? (
        <CircularProgress sx={{ mt: 1 }} aria-label="Loading the log" />
      ) : (
        <PostbackLogTable rows={log.data ?? []} total={log.total ?? 0} page={log.page} onPage={log.setPage} />
      )}
    </Box>
  );
}
