import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BullJobQueue } from './BullJobQueue';
import { defineJobSweep } from './defineJobSweep';
import { InProcessJobQueue } from './InProcessJobQueue';
import type { JobQueue } from './JobQueue';

/**
 * Decorates `app.jobs`: BullMQ when REDIS_URL is set (a worker in each instance, one shared queue), in-process
 * otherwise. Workers start once the app is ready, when every route has defined its kinds of job.
 */
export function installJobs(app: FastifyInstance): void {
  const deps = { db: app.db, events: app.events, log: app.loggers.get('jobs') };
  const queue: JobQueue = app.config.redisUrl
    ? new BullJobQueue(deps, app.config.redisUrl, {
        // Test runs share the machine's Redis but not a database: each app keeps to its own queue.
        prefix: `${app.config.redisKeyPrefix}${app.config.nodeEnv === 'test' ? randomUUID() : 'bull'}`,
      })
    : new InProcessJobQueue(deps, app.background);
  defineJobSweep(queue);
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('preClose', () => queue.close());
}
