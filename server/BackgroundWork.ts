/**
 * Work the server does after answering (a payout calculation, what forgot-password does after its answer): it is
 * tracked so that closing the app waits for it, and so that tests can wait until the data holds still.
 *
 * @example
 * app.background.track(calculation.finished);
 * await app.background.settled(); // in a test, before comparing the tables
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<unknown>>();

  track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
  }

  /** Settles once nothing tracked runs any more, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
