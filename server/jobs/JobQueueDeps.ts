import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/Db';
import type { ServerEvents } from '../events';

export interface JobQueueDeps {
  db: Db;
  events: ServerEvents;
  log: FastifyBaseLogger;
}
