import type { BackgroundWork } from '../BackgroundWork';
import { DatabaseJobQueue, type JobQueueDeps } from './DatabaseJobQueue';

/**
 * The back end without Redis (`npm start` alone): a job runs in this process as soon as it is queued, tracked
 * as background work (closing the app waits for it, tests settle on it). Jobs left queued or running by a
 * stopped server run again on start; their finished steps are not redone.
 */
export class InProcessJobQueue extends DatabaseJobQueue {
  private started = false;
  private readonly waiting: { id: number; attempts: number }[] = [];

  constructor(
    deps: JobQueueDeps,
    private readonly background: BackgroundWork,
  ) {
    super(deps);
  }

  protected async dispatch(id: number, attempts: number): Promise<void> {
    if (this.started) this.run(id, attempts);
    else this.waiting.push({ id, attempts });
  }

  private run(id: number, attempts: number): void {
    const attempt = async (number: number): Promise<void> =>
      this.runAttempt(id, number >= attempts).catch(() => attempt(number + 1));
    this.background.track(
      attempt(1).catch((error: unknown) => this.deps.log.error({ err: error, job: id }, 'job run failed')),
    );
  }

  async start(): Promise<void> {
    this.started = true;
    for (const { id, kind } of await this.activeIds()) this.run(id, this.attemptsOf(kind));
    this.waiting.length = 0;
  }

  async close(): Promise<void> {
    await this.background.settled();
  }
}
