import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DatabaseJobQueue } from './DatabaseJobQueue';
import type { JobQueueDeps } from './JobQueueDeps';

const QUEUE = 'jobs';
const bullId = (id: number) => `job-${id}`;

/**
 * The back end on Redis (REDIS_URL): every instance runs a worker on one shared BullMQ queue, so a job is run
 * by whichever instance is free, and one whose instance died is picked up again by another (BullMQ's stalled
 * job check); its finished steps are not redone. BullMQ carries only the job's id: its state stays in the
 * `jobs` table. A delayed job (a repeatable job's next run) waits in BullMQ's delayed set.
 */
export class BullJobQueue extends DatabaseJobQueue {
  readonly backEnd = 'bullmq';
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;

  constructor(
    deps: JobQueueDeps,
    redisUrl: string,
    private readonly options: { prefix?: string; concurrency?: number } = {},
  ) {
    super(deps);
    // BullMQ's blocking calls need ioredis to wait for Redis rather than give up after some retries.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) => deps.log.warn({ err: error }, 'job queue Redis error'));
    this.queue = new Queue(QUEUE, { connection: this.connection, prefix: options.prefix });
  }

  protected async dispatch(id: number, attempts: number, delay: number): Promise<void> {
    await this.queue.add(
      'run',
      { id },
      { jobId: bullId(id), attempts, delay, removeOnComplete: true, removeOnFail: true },
    );
  }

  protected async expedite(id: number, attempts: number): Promise<void> {
    const job = await this.queue.getJob(bullId(id));
    if (!job) return this.dispatch(id, attempts, 0);
    if (await job.isDelayed()) await job.promote();
  }

  protected async discard(id: number): Promise<void> {
    await this.queue.remove(bullId(id));
  }

  async redisCounts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('wait', 'active', 'delayed', 'completed', 'failed', 'paused');
  }

  async start(): Promise<void> {
    this.workerConnection = this.connection.duplicate();
    this.worker = new Worker<{ id: number }>(
      QUEUE,
      (job) => this.runAttempt(job.data.id, job.attemptsMade + 1 >= (job.opts.attempts ?? 1)),
      {
        connection: this.workerConnection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
      },
    );
    this.worker.on('error', (error) => this.deps.log.warn({ err: error }, 'job worker error'));
    await this.scheduleRepeats();
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    // quit, not disconnect: commands still on their way are answered first. A disconnect rejected them with
    // 'Connection is closed', which nothing awaited (an unhandled rejection that failed a test run).
    await Promise.allSettled([this.workerConnection?.quit(), this.connection.quit()]);
  }
}
