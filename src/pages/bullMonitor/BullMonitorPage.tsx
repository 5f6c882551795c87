import { Box, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { PageTitle } from '../../lib/PageTitle';
import { JOB_QUEUE_NAMES, type JobQueueName } from '../../../contract/jobs/jobQueues';
import {
  QUEUE_STATES,
  type QueueJobView,
  type QueueMetrics,
  type QueueState,
} from '../../../contract/jobs/queueMonitorApi';
import { FixedPagination } from '../../lib/FixedPagination';
import { LoadError } from '../../lib/LoadError';
import { CronJobsTable } from './CronJobsTable';
import { QueueJobsTable } from './QueueJobsTable';
import { queueLabels } from './queueLabels';
import { QueueSummary } from './QueueSummary';
import { useBullMonitorController, type QueueAction } from './useBullMonitorController';

function backEndText(metrics: QueueMetrics): string {
  if (metrics.backEnd === 'in-process')
    return 'Jobs run in this server process (in-process back end: no REDIS_URL is set).';
  const redis = Object.entries(metrics.redis ?? {})
    .map(([state, count]) => `${count} ${state}`)
    .join(', ');
  return `Jobs run on BullMQ on Redis (REDIS_URL). BullMQ holds in Redis: ${redis}.`;
}

/**
 * /tech/bullmq: the job layer's queues counted by state, with the back end that runs them; the jobs (data,
 * progress, attempts, errors) to retry, run now or remove; the repeatable jobs. Kept live by `job-progress`.
 */
export default function BullMonitorPage() {
  const { metrics, jobs, cron, filter, setFilter, act } = useBullMonitorController();
  const [confirming, setConfirming] = useState<{ job: QueueJobView; action: 'remove' | 'cancel' } | null>(
    null,
  );
  const onAct = (job: QueueJobView, action: QueueAction) =>
    action === 'remove' || action === 'cancel' ? setConfirming({ job, action }) : act.mutate({ job, action });
  const page = jobs.data;
  // A failed read is shown at once, not after the query's retries.
  const failed = {
    metrics: metrics.error ?? metrics.failureReason,
    jobs: jobs.error ?? jobs.failureReason,
    cron: cron.error ?? cron.failureReason,
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle title="Bull Monitor" />
      <Typography variant="h5" component="h1">
        Bull Monitor
      </Typography>
      {failed.metrics && !metrics.data ? (
        <LoadError
          what="The queues"
          error={failed.metrics}
          onRetry={() => void metrics.refetch()}
          sx={{ mt: 2 }}
        />
      ) : !metrics.data ? (
        <LinearProgress sx={{ mt: 2 }} aria-label="Loading the queues" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {backEndText(metrics.data)}
          </Typography>
          <QueueSummary
            metrics={metrics.data}
            chosen={filter}
            onChoose={(queue, state) => setFilter({ queue, state })}
          />
        </>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Jobs
      </Typography>
      <Stack direction="row" sx={{ gap: 2, my: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Queue"
          value={filter.queue ?? ''}
          onChange={(change) => setFilter({ queue: (change.target.value || null) as JobQueueName | null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All queues</MenuItem>
          {JOB_QUEUE_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {queueLabels.queue[name]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="State"
          value={filter.state ?? ''}
          onChange={(change) => setFilter({ state: (change.target.value || null) as QueueState | null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All states</MenuItem>
          {QUEUE_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {queueLabels.state[state]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {failed.jobs && !page ? (
        <LoadError what="The jobs" error={failed.jobs} onRetry={() => void jobs.refetch()} />
      ) : !page ? (
        <LinearProgress aria-label="Loading the jobs" />
      ) : page.data.length === 0 ? (
        <Typography>
          {filter.queue || filter.state ? 'No job matches these filters.' : 'No job has run yet.'}
        </Typography>
      ) : (
        <>
          <QueueJobsTable
            rows={page.data}
            onAct={onAct}
            busy={act.isPending ? act.variables?.job.id : undefined}
          />
          <FixedPagination
            count={page.total}
            page={filter.page}
            perPage={page.perPage}
            onPage={(next) => setFilter({ page: next })}
          />
        </>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Repeatable jobs
      </Typography>
      {failed.cron && !cron.data ? (
        <LoadError what="The repeatable jobs" error={failed.cron} onRetry={() => void cron.refetch()} />
      ) : !cron.data ? (
        <LinearProgress aria-label="Loading the repeatable jobs" />
      ) : cron.data.length === 0 ? (
        <Typography>No repeatable job is scheduled.</Typography>
      ) : (
        <CronJobsTable rows={cron.data} />
      )}

      <Confirm
        isOpen={confirming !== null}
        title={`${confirming?.action === 'cancel' ? 'Cancel' : 'Remove'} job ${confirming?.job.id ?? ''}?`}
        content={
          confirming?.action === 'cancel'
            ? `Job ${confirming.job.id} (${confirming.job.kind}) stops at its next progress report and does not run again.`
            : `Job ${confirming?.job.id ?? ''} (${confirming?.job.kind ?? ''}) and its result, error and history are deleted.`
        }
        confirm={confirming?.action === 'cancel' ? 'Cancel job' : 'Remove'}
        cancel="Keep it"
        onConfirm={() => {
          if (confirming) act.mutate(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
