import { JOB_QUEUE_NAMES, JOB_QUEUES, type JobQueueName } from './jobQueues';

/** The monitor's queue a kind of job is in; undefined for a kind no queue shows. */
export function queueOfKind(kind: string): JobQueueName | undefined {
  return JOB_QUEUE_NAMES.find((name) => (JOB_QUEUES[name] as readonly string[]).includes(kind));
}
