import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';

/**
 * Connects the socket.io server to Redis so broadcasts and server-side events reach the clients of every
 * instance; returns what closes the two connections.
 *
 * @example
 * const closeRedis = useRedisAdapter(io, 'redis://127.0.0.1:6379', app.log);
 */
export function useRedisAdapter(io: Server, redisUrl: string, log: FastifyBaseLogger): () => Promise<void> {
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis adapter'));
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
