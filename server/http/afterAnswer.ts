import type { FastifyInstance } from 'fastify';

/**
 * Work a route does after its answer has gone, so the answer's timing says nothing about it (POST
 * /forgot-password must not tell by its speed whether an account exists). A failure is logged; closing the
 * app waits for the work still running (app.background).
 *
 * @example
 * const later = afterAnswer(app); // when the route is registered
 * later(() => sendLinkIfKnown(name)); // in the handler, then answer
 */
export function afterAnswer(app: FastifyInstance): (work: () => Promise<void>) => void {
  return (work) => {
    // Not before the answer is written: PGlite runs a query on this thread, which would hold the answer back.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'work after the answer failed'));
    app.background.track(done);
  };
}
