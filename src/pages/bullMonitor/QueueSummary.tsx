import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { JobQueueName } from '../../../contract/jobs/jobQueues';
import { QUEUE_STATES, type QueueMetrics, type QueueState } from '../../../contract/jobs/queueMonitorApi';
import { formatNumber } from '../../lib/formatNumber';
import { queueLabels } from './queueLabels';

const COLOURS: Record<QueueState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  queued: 'info',
  delayed: 'default',
  running: 'warning',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

export interface QueueSummaryProps {
  metrics: QueueMetrics;
  chosen: { queue: JobQueueName | null; state: QueueState | null };
  onChoose: (queue: JobQueueName, state: QueueState) => void;
}

/** Each queue with its kinds of job and its jobs counted by state; a count shows those jobs. */
export function QueueSummary({ metrics, chosen, onChoose }: QueueSummaryProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
      {metrics.queues.map((queue) => (
        <Card key={queue.name} variant="outlined" sx={{ flex: '1 1 220px' }}>
          <CardContent>
            <Typography variant="h6" component="h3">
              {queueLabels.queue[queue.name]}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {queue.kinds.join(', ')}
            </Typography>
            <Stack
              direction="row"
              role="group"
              aria-label={`${queueLabels.queue[queue.name]} by state`}
              sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}
            >
              {QUEUE_STATES.map((state) => {
                const count = queue.counts[state] ?? 0;
                const pressed = chosen.queue === queue.name && chosen.state === state;
                return (
                  <Chip
                    key={state}
                    size="small"
                    label={`${queueLabels.state[state]} ${formatNumber(count, 0)}`}
                    color={count > 0 ? COLOURS[state] : 'default'}
                    variant={pressed ? 'filled' : 'outlined'}
                    aria-pressed={pressed}
                    onClick={() => onChoose(queue.name, state)}
                  />
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
