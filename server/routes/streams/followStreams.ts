import type { FastifyInstance } from 'fastify';
import { openStreamOf } from './streamViews';

/**
 * Turns every change of a performer's presence (the `live-update` each change already sends, after its
 * transaction) into a `stream-update` with their stream as it stands now, or null once it ended.
 *
 * @example
 * followStreams(app); // in streamRoutes
 */
export function followStreams(app: FastifyInstance): void {
  const follow = (performer: number) => {
    openStreamOf(app.db, performer).then(
      (stream) => app.events.emit('stream-update', { performer, stream }),
      (error: unknown) =>
        app.log.warn({ err: error, performer }, 'reading a stream for stream-update failed'),
    );
  };
  const listen = (presence: { id: number }) => follow(presence.id);
  app.events.on('live-update', listen);
  app.addHook('onClose', async () => {
    app.events.off('live-update', listen);
  });
}
