import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../contract/jobs/jobApi';
import { BackgroundWork } from '../BackgroundWork';
import { jobs } from '../db/schema/jobs';
import { ServerEvents } from '../events';
import { sharedTestApp } from '../test/testApp';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';
import { BullJobQueue } from './BullJobQueue';
import type { JobQueueDeps } from './JobQueueDeps';
import { JobConflict } from './JobConflict';
import { InProcessJobQueue } from './InProcessJobQueue';
import type { JobQueue } from './JobQueue';
import { waitForJob } from './waitForJob';

const app = await sharedTestApp();
const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the BullMQ job tests: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

const starter = { id: 1, username: 'admin' };

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const BACK_ENDS: { name: string; skip: string | undefined; make: (deps: JobQueueDeps) => JobQueue }[] = [
  { name: 'in-process', skip: undefined, make: (deps) => new InProcessJobQueue(deps, new BackgroundWork()) },
  {
    name: 'BullMQ',
    skip: unreachable,
    make: (deps) => new BullJobQueue(deps, TEST_REDIS_URL, { prefix: `test-${randomUUID()}` }),
  },
];

for (const backEnd of BACK_ENDS) {
  describe.skipIf(backEnd.skip)(`job layer on ${backEnd.name}`, () => {
    const events = new ServerEvents();
    const queue = backEnd.make({ db: app.db, events, log: app.log });
    const seen: JobView[] = [];
    events.on('job-progress', (job) => seen.push(job));
    const ended = (job: JobView) => waitForJob(events, queue, job.id);
    const reached = (id: number, predicate: (event: JobView) => boolean) =>
      new Promise<void>((resolve) => {
        const check = (event: JobView) => {
          if (event.id !== id || !predicate(event)) return;
          events.off('job-progress', check);
          resolve();
        };
        events.on('job-progress', check);
        seen.forEach(check);
      });

    // Each test that holds a 'wait' job takes a new gate: an earlier test's opened one would let it finish at once.
    let release = gate();
    let sideEffects = 0;
    let stepRuns = 0;
    queue.define<{ to: number }, { sum: number }>('count', {
      run: async (job) => {
        let sum = 0;
        for (let n = 1; n <= job.data.to; n++) {
          sum += n;
          await job.progress(n, job.data.to);
        }
        return { sum };
      },
    });
    queue.define('wait', {
      run: async (job) => {
        await job.progress(0, 10);
        await release.opened;
        await job.progress(1);
        sideEffects++;
      },
    });
    queue.define('broken', {
      run: async () => {
        throw new Error('The bank did not answer');
      },
    });
    queue.define('flaky', {
      attempts: 2,
      run: async (job) => {
        const first = await job.step('first', async () => ++stepRuns);
        const attempt = seen.filter((event) => event.id === job.id && event.status === 'running').length;
        if (attempt === 1) throw new Error('The first attempt dies after its first step');
        return { first };
      },
    });

    let bankDown = true;
    let fragileSteps = 0;
    queue.define('fragile', {
      run: async (job) => {
        const fetched = await job.step('fetched', async () => ++fragileSteps);
        if (bankDown) throw new Error('The database connection was lost');
        return { fetched };
      },
    });

    const tick = `tick on ${backEnd.name}`;
    let ticks = 0;
    queue.define(tick, { run: async () => ({ ticks: ++ticks }) });
    queue.every(tick, '0 0 1 1 *');
    const inAnHour = () => new Date(Date.now() + 3_600_000);

    afterAll(async () => {
      release.open();
      await queue.close();
    });

    it('runs a job, reporting its progress, and keeps its result', async () => {
      await queue.start();
      const job = await queue.add('count', { to: 3 }, starter);
      expect(job).toMatchObject({ kind: 'count', status: 'queued', startedBy: 'admin' });
      const done = await ended(job);
      expect(done).toMatchObject({ status: 'done', done: 3, total: 3, result: { sum: 6 }, error: null });
      const progress = seen.filter((event) => event.id === job.id).map((event) => event.done);
      expect(progress).toEqual(expect.arrayContaining([1, 2, 3]));
      // A reloaded page asks again: the state is stored.
      expect(await queue.get(job.id)).toEqual(done);
      expect((await queue.list({ kinds: ['count'], startedBy: 'admin' })).map((row) => row.id)).toContain(
        job.id,
      );
    });

    it('answers the running job of a key instead of starting a second one', async () => {
      const first = await queue.add('wait', {}, starter, { key: 'one' });
      const again = await queue.add('wait', {}, starter, { key: 'one' });
      expect(again.id).toBe(first.id);
      expect((await queue.cancel(first.id, 'admin'))?.status).toBe('cancelled');
    });

    it('cancels a running job: it stops at its next progress and stays cancelled', async () => {
      const job = await queue.add('wait', {}, starter);
      await reached(job.id, (event) => event.total === 10);
      expect(await queue.list({ status: 'running', kinds: ['wait'] })).toEqual([
        expect.objectContaining({ id: job.id }),
      ]);
      const cancelled = await queue.cancel(job.id, 'admin');
      expect(cancelled).toMatchObject({ status: 'cancelled', error: 'Cancelled by admin' });
      release.open();
      const after = await ended(job);
      expect(after).toMatchObject({ status: 'cancelled', done: 0 });
      expect(sideEffects).toBe(0);
      expect(await queue.cancel(job.id, 'admin')).toMatchObject({ status: 'cancelled' });
    });

    it('keeps the error of a failed job', async () => {
      const job = await queue.add('broken', {}, starter);
      expect(await ended(job)).toMatchObject({ status: 'failed', error: 'The bank did not answer' });
      expect((await queue.get(job.id))?.error).toBe('The bank did not answer');
    });

    it('retries a failed attempt without redoing the steps it finished', async () => {
      const job = await queue.add('flaky', {}, starter);
      expect(await ended(job)).toMatchObject({ status: 'done', result: { first: 1 } });
      expect(stepRuns).toBe(1);
      const { data } = await queue.page({ kinds: ['flaky'], page: 1, perPage: 1 });
      expect(data[0]).toMatchObject({
        id: job.id,
        attempts: 2,
        history: [{ attempt: 1, error: 'The first attempt dies after its first step' }],
      });
    });

    it('retries a failed job: it runs again, keeping its attempts and the answers of its finished steps', async () => {
      const job = await queue.add('fragile', {}, starter, { key: 'period' });
      expect(await ended(job)).toMatchObject({ status: 'failed', error: 'The database connection was lost' });
      release = gate();
      const blocking = await queue.add('wait', {}, starter);
      await reached(blocking.id, (event) => event.total === 10);
      expect(await queue.retry(blocking.id, 'admin')).toMatchObject({ status: 'running' });
      await queue.cancel(blocking.id, 'admin');
      release.open();

      bankDown = false;
      const retried = await queue.retry(job.id, 'admin');
      expect(retried).toMatchObject({ id: job.id, status: 'queued', error: null, finishedAt: null });
      expect(await ended(job)).toMatchObject({ status: 'done', result: { fetched: 1 }, error: null });
      expect(fragileSteps).toBe(1);
      const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({ attempts: 2, steps: { fetched: 1 } });
      const { data } = await queue.page({ kinds: ['fragile'], page: 1, perPage: 5 });
      expect(data.find((listed) => listed.id === job.id)).toMatchObject({
        state: 'done',
        attempts: 2,
        history: [{ attempt: 1, error: 'The database connection was lost' }],
      });
      // Only a failed job is retried; an unknown one is null.
      expect(await queue.retry(job.id, 'admin')).toMatchObject({ status: 'done' });
      expect(await queue.retry(2_000_000_000, 'admin')).toBeNull();
    });

    it('refuses to retry a failed job while another of its kind and key is active', async () => {
      bankDown = true;
      const failed = await queue.add('fragile', {}, starter, { key: 'busy' });
      await ended(failed);
      const [active] = await app.db
        .insert(jobs)
        .values({
          kind: 'fragile',
          key: 'busy',
          data: {},
          startedById: 1,
          startedBy: 'admin',
          status: 'running',
        })
        .returning();
      await expect(queue.retry(failed.id, 'admin')).rejects.toThrow(JobConflict);
      expect((await queue.get(failed.id))?.status).toBe('failed');
      await queue.cancel(active!.id, 'admin');
    });

    it('removes an ended job, and refuses to remove a queued one', async () => {
      const job = await queue.add('count', { to: 1 }, starter);
      await ended(job);
      expect(await queue.remove(job.id, 'admin')).toMatchObject({ id: job.id, status: 'done' });
      expect(await queue.get(job.id)).toBeNull();
      expect(await queue.remove(job.id, 'admin')).toBeNull();
      const waiting = await queue.add('count', { to: 1 }, starter, { runAt: inAnHour() });
      await expect(queue.remove(waiting.id, 'admin')).rejects.toThrow(JobConflict);
      await queue.cancel(waiting.id, 'admin');
    });

    it('delays a job until its time, and promotes it to run now', async () => {
      const job = await queue.add('count', { to: 2 }, starter, { runAt: inAnHour() });
      const delayed = await queue.page({ kinds: ['count'], state: 'delayed', page: 1, perPage: 5 });
      expect(delayed.data.map((listed) => listed.id)).toEqual([job.id]);
      expect(await queue.counts()).toContainEqual({ kind: 'count', state: 'delayed', count: 1 });
      await expect(queue.promote(job.id, 'admin')).resolves.toMatchObject({ status: 'queued' });
      expect(await ended(job)).toMatchObject({ status: 'done', result: { sum: 3 } });
      await expect(queue.promote(job.id, 'admin')).rejects.toThrow(JobConflict);
      expect(await queue.promote(2_000_000_000, 'admin')).toBeNull();
    });

    it('runs a repeatable job on its pattern: the next run waits as a delayed job, each run queues the next', async () => {
      const scheduleOf = async () => (await queue.schedules()).find((schedule) => schedule.kind === tick);
      const before = await scheduleOf();
      expect(before).toMatchObject({
        pattern: '0 0 1 1 *',
        next: { state: 'delayed', runAt: `${new Date().getUTCFullYear() + 1}-01-01T00:00:00.000Z` },
        last: null,
      });
      const queuedNext = new Promise<void>((resolve) => {
        const check = (event: JobView) => {
          if (event.kind !== tick || event.id === before!.next!.id || event.status !== 'queued') return;
          events.off('job-progress', check);
          resolve();
        };
        events.on('job-progress', check);
      });
      await queue.promote(before!.next!.id, 'admin');
      expect(await ended(before!.next!)).toMatchObject({ status: 'done', result: { ticks: 1 } });
      await queuedNext;
      const after = await scheduleOf();
      expect(after?.last).toMatchObject({ id: before!.next!.id, status: 'done' });
      expect(after?.next).toMatchObject({ state: 'delayed', runAt: before!.next!.runAt });
      expect(after?.next?.id).not.toBe(before!.next!.id);
      // Cancelling a run skips it; the one after it is queued.
      await queue.cancel(after!.next!.id, 'admin');
      expect((await scheduleOf())?.next?.runAt).toBe(
        `${new Date().getUTCFullYear() + 2}-01-01T00:00:00.000Z`,
      );
    });

    it('says which back end runs, and what BullMQ holds in Redis', async () => {
      expect(queue.backEnd).toBe(backEnd.name === 'BullMQ' ? 'bullmq' : 'in-process');
      const redis = await queue.redisCounts();
      if (backEnd.name === 'BullMQ') expect(redis).toMatchObject({ delayed: expect.any(Number) });
      else expect(redis).toBeNull();
    });
  });
}

describe('a job that cannot be queued', () => {
  it('fails at once with the reason, so its key is free again', async () => {
    class Unreachable extends InProcessJobQueue {
      protected override async dispatch(): Promise<void> {
        throw new Error('Redis is down');
      }
    }
    const queue = new Unreachable(
      { db: app.db, events: new ServerEvents(), log: app.log },
      new BackgroundWork(),
    );
    queue.define('lost', { run: async () => undefined });
    await expect(queue.add('lost', {}, starter, { key: 'k' })).rejects.toThrow('Redis is down');
    const [failed] = await queue.list({ kinds: ['lost'] });
    expect(failed).toMatchObject({ status: 'failed', error: 'It could not be queued: Redis is down' });
    await expect(queue.add('lost', {}, starter, { key: 'k' })).rejects.toThrow('Redis is down');
    expect(await queue.list({ kinds: ['lost'] })).toHaveLength(2);
  });
});

describe('in-process job layer after a restart', () => {
  it('runs again the jobs a stopped server left queued or running, skipping the steps they finished', async () => {
    const [left] = await app.db
      .insert(jobs)
      .values({
        kind: 'resumed',
        data: {},
        status: 'running',
        steps: { sent: 'before the restart' },
        startedById: starter.id,
        startedBy: starter.username,
      })
      .returning();
    const events = new ServerEvents();
    const queue = new InProcessJobQueue({ db: app.db, events, log: app.log }, new BackgroundWork());
    let redone = false;
    queue.define('resumed', {
      run: async (job) => ({
        sent: await job.step('sent', async () => {
          redone = true;
          return 'again';
        }),
      }),
    });
    const ended = waitForJob(events, queue, left!.id);
    await queue.start();
    expect(await ended).toMatchObject({ status: 'done', result: { sent: 'before the restart' } });
    expect(redone).toBe(false);
    await queue.close();
  });
});

describe.skipIf(unreachable)('BullMQ across instances', () => {
  it('schedules one next run of a repeatable job however many instances start', async () => {
    const prefix = `test-${randomUUID()}`;
    const deps = { db: app.db, events: new ServerEvents(), log: app.log };
    const kind = `nightly ${prefix}`;
    const instances = [0, 1, 2].map(() => new BullJobQueue(deps, TEST_REDIS_URL, { prefix }));
    try {
      for (const instance of instances) {
        instance.define(kind, { run: async () => 'swept' });
        instance.every(kind, '0 3 * * *');
      }
      await Promise.all(instances.map((instance) => instance.start()));
      const queued = await app.db.select().from(jobs).where(eq(jobs.kind, kind));
      expect(queued).toEqual([expect.objectContaining({ status: 'queued', key: 'every 0 3 * * *' })]);
      expect(await instances[0]!.redisCounts()).toMatchObject({ delayed: 1 });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('runs a job added by one instance on the worker of another', async () => {
    const prefix = `test-${randomUUID()}`;
    const events = new ServerEvents();
    const deps = { db: app.db, events, log: app.log };
    const adding = new BullJobQueue(deps, TEST_REDIS_URL, { prefix });
    const working = new BullJobQueue(deps, TEST_REDIS_URL, { prefix });
    working.define('echo', { run: async (job) => job.data });
    adding.define('echo', { run: async () => 'not this one' });
    try {
      await working.start();
      const job = await adding.add('echo', { hello: 'there' }, starter);
      expect(await waitForJob(events, adding, job.id)).toMatchObject({
        status: 'done',
        result: { hello: 'there' },
      });
    } finally {
      await adding.close();
      await working.close();
    }
  });
});
