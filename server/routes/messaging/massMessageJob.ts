import type { FastifyInstance } from 'fastify';
import { MASS_MESSAGE } from '../../../contract/jobs/jobKinds';
import { runMassMessage, type MassMessageData } from './runMassMessage';

/** The mass message as a job (server/jobs), its progress reported per page of recipients. */
export function defineMassMessage(app: FastifyInstance): void {
  app.jobs.define<MassMessageData, Record<string, number>>(MASS_MESSAGE, {
    run: async (job) => runMassMessage(app.db, job, { rate: await app.settings.get('messaging.sendRate') }),
  });
}
