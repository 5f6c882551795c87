import type { BackgroundWork } from '../BackgroundWork';
import { DatabaseJobQueue } from './DatabaseJobQueue';
import type { JobQueueDeps } from './JobQueueDeps';

const MAX_TIMER = 2 ** 31 - 1;

/**
 * The back end without Redis (`npm start` alone): a job runs in this process as soon as it is queued (a delayed
 * one on a timer), tracked as background work (closing the app waits for it, tests settle on it). Jobs left
 * queued or running by a stopped server run again on start; their finished steps are not redone.
 */
export class InProcessJobQueue extends DatabaseJobQueue {
  readonly backEnd = 'in-process';
  private started = false;
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    deps: JobQueueDeps,
    private readonly background: BackgroundWork,
  ) {
    super(deps);
  }

  protected async dispatch(id: number, attempts: number, delay: number): Promise<void> {
    if (!this.started) return; // start() runs every job still queued.
    if (delay <= 0) return this.run(id, attempts);
    // A timer longer than setTimeout's limit would fire at once: wait in laps.
    const lap = Math.min(delay, MAX_TIMER);
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        void this.dispatch(id, attempts, delay - lap);
      }, lap),
    );
  }

  protected async expedite(id: number, attempts: number): Promise<void> {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    if (this.started) this.run(id, attempts);
  }

  protected async discard(id: number): Promise<void> {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  async redisCounts(): Promise<null> {
    return null;
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
    for (const { id, kind, runAt } of await this.activeIds())
      await this.dispatch(id, this.attemptsOf(kind), runAt ? runAt.getTime() - Date.now() : 0);
    await this.scheduleRepeats();
  }

  async close(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.background.settled();
  }
}
