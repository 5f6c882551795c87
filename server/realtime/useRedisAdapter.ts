import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';

/**
 * Connects the socket.io server to Redis so broadcasts and server-side events reach the clients of every
 * instance; returns what closes the two connections. Its channels are under `keyPrefix` (REDIS_KEY_PREFIX), as
 * the server's keys are: two deployments on one Redis would otherwise hear each other's broadcasts, rooms and
 * session ends.
 *
 * @example
 * const closeRedis = useRedisAdapter(io, { url: 'redis://127.0.0.1:6379', keyPrefix: 'wse:' }, app.log);
 */
export function useRedisAdapter(
  io: Server,
  redis: { url: string; keyPrefix: string },
  log: FastifyBaseLogger,
): () => Promise<void> {
  const pub = new Redis(redis.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis adapter'));
  logPublishFailures(pub, log);
  io.adapter(createAdapter(pub, sub, { key: `${redis.keyPrefix}socket.io` }));
  return async () => {
    // Unsubscribed first, so no other instance's request arrives to be answered on a closing connection.
    io.of('/').adapter.close();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

/**
 * The adapter publishes without awaiting (broadcasts, answers to other instances), so a publish that meets
 * a closing connection would be an unhandled rejection; it is logged instead, and callers still see it.
 */
function logPublishFailures(pub: Redis, log: FastifyBaseLogger) {
  const publish = pub.publish.bind(pub);
  pub.publish = (channel: string | Buffer, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch((error: unknown) => log.warn({ err: error }, 'redis adapter publish failed'));
    return sent;
  };
}
