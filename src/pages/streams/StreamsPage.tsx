import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../lib/PageTitle';
import type { StreamSort, StreamView } from '../../../contract/tech/streamsApi';
import { FixedPagination } from '../../lib/FixedPagination';
import { formatNumber } from '../../lib/formatNumber';
import { LoadError } from '../../lib/LoadError';
import { ReasonDialog } from '../reason/ReasonDialog';
import { StreamsTable } from './StreamsTable';
import { STREAMS_PER_PAGE, useStreamsController } from './useStreamsController';

/**
 * /tech/streams: the demo platform's open streams (performer, status, media server, bitrate, viewers, started),
 * by media server, kept live by the socket; stopping one, with a reason, takes its performer offline.
 */
export default function StreamsPage() {
  const { list, query, setQuery, stop } = useStreamsController();
  const [pending, setPending] = useState<StreamView | null>(null);
  const failure = list.error ?? list.failureReason;
  const close = () => {
    setPending(null);
    stop.reset();
  };
  const sortBy = (sort: StreamSort) =>
    setQuery({ sort, order: sort === query.sort && query.order === 'DESC' ? 'ASC' : 'DESC' });
  const page = list.data;
  const all = page?.servers.reduce((sum, server) => sum + server.streams, 0) ?? 0;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Streams" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Streams
      </Typography>
      {failure && !page ? (
        <LoadError what="The streams" error={failure} onRetry={() => void list.refetch()} sx={{ mt: 2 }} />
      ) : !page ? (
        <LinearProgress sx={{ mt: 2 }} aria-label="Loading the streams" />
      ) : (
        <>
          <Stack
            direction="row"
            role="group"
            aria-label="Media server"
            sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          >
            <Chip
              label={`All servers (${formatNumber(all, 0)})`}
              color={query.server === null ? 'primary' : 'default'}
              aria-pressed={query.server === null}
              onClick={() => setQuery({ server: null })}
            />
            {page.servers.map((server) => (
              <Chip
                key={server.server}
                label={`${server.server} (${formatNumber(server.streams, 0)} streams, ${formatNumber(server.viewers, 0)} viewers)`}
                color={query.server === server.server ? 'primary' : 'default'}
                aria-pressed={query.server === server.server}
                onClick={() => setQuery({ server: server.server })}
              />
            ))}
          </Stack>
          {failure && (
            <LoadError what="The latest streams" error={failure} onRetry={() => void list.refetch()} />
          )}
          {page.data.length === 0 ? (
            <Typography>
              {query.server
                ? `Nobody streams to ${query.server} right now.`
                : 'Nobody is streaming right now.'}
            </Typography>
          ) : (
            <StreamsTable
              rows={page.data}
              sort={query.sort}
              order={query.order}
              onSort={sortBy}
              onStop={setPending}
            />
          )}
          <FixedPagination
            count={page.total}
            page={query.page}
            perPage={STREAMS_PER_PAGE}
            onPage={(next) => setQuery({ page: next })}
          />
        </>
      )}
      {pending && (
        <ReasonDialog
          title={`Stop ${pending.username}'s stream?`}
          text={`The stream on ${pending.server} ends for its ${pending.viewers} viewer(s) and ${pending.username} goes offline, leaving the live wall.`}
          confirm="Stop stream"
          onClose={close}
          onConfirm={(reason) => stop.mutate({ id: pending.id, reason }, { onSuccess: close })}
          pending={stop.isPending}
          problem={stop.error?.message ?? null}
        />
      )}
    </Box>
  );
}
