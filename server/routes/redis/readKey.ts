import type { Redis } from 'ioredis';
import {
  REDIS_ELEMENT_CUT,
  REDIS_STRING_CUT,
  REDIS_VALUE_PAGE,
  type RedisKeyView,
  type RedisText,
  type RedisValue,
} from '../../../contract/tech/redisApi';
import { notFound, validationError } from '../../http/ApiError';
import { summaries } from './scanKeys';

/** Text cut to `limit` bytes, saying the whole's length. */
function cutText(text: string, limit = REDIS_ELEMENT_CUT, bytes = Buffer.byteLength(text)): RedisText {
  if (bytes <= limit) return { text, bytes, cut: false };
  return { text: Buffer.from(text).subarray(0, limit).toString(), bytes, cut: true };
}

const pairs = (flat: string[]) =>
  Array.from({ length: flat.length / 2 }, (_, index) => [flat[index * 2]!, flat[index * 2 + 1]!] as const);
const fieldsOf = (flat: string[]) => pairs(flat).map(([field, value]) => ({ field, value: cutText(value) }));

type Page = { length: number | null; value: RedisValue; next: string | null };

/** An element offset cursor: the next page starts there, or null past the end. */
const after = (start: number, read: number, length: number) =>
  start + read < length && read > 0 ? String(start + read) : null;

async function pageOf(redis: Redis, key: string, type: string, cursor: string | undefined): Promise<Page> {
  const start = Number(cursor ?? 0);
  const offsets = type === 'list' || type === 'zset';
  if (
    cursor !== undefined &&
    type !== 'stream' &&
    !(/^\d+$/.test(cursor) && (!offsets || start <= Number.MAX_SAFE_INTEGER))
  )
    throw validationError({ cursor: `Not a cursor of a ${type}: use the one the last page gave` });
  switch (type) {
    case 'string': {
      const bytes = await redis.strlen(key);
      const text = await redis.getrange(key, 0, REDIS_STRING_CUT - 1);
      return { length: bytes, value: { type, value: cutText(text, REDIS_STRING_CUT, bytes) }, next: null };
    }
    case 'hash': {
      const [next, flat] = await redis.hscan(key, cursor ?? '0', 'COUNT', REDIS_VALUE_PAGE);
      return {
        length: await redis.hlen(key),
        value: { type, fields: fieldsOf(flat) },
        next: next === '0' ? null : next,
      };
    }
    case 'set': {
      const [next, members] = await redis.sscan(key, cursor ?? '0', 'COUNT', REDIS_VALUE_PAGE);
      const value = { type, members: members.map((member) => cutText(member)) } as const;
      return { length: await redis.scard(key), value, next: next === '0' ? null : next };
    }
    case 'list': {
      const items = await redis.lrange(key, start, start + REDIS_VALUE_PAGE - 1);
      const length = await redis.llen(key);
      const value = {
        type,
        items: items.map((item, index) => ({ index: start + index, value: cutText(item) })),
      } as const;
      return { length, value, next: after(start, items.length, length) };
    }
    case 'zset': {
      const flat = await redis.zrange(key, start, start + REDIS_VALUE_PAGE - 1, 'WITHSCORES');
      const length = await redis.zcard(key);
      const members = pairs(flat).map(([member, score]) => ({
        member: cutText(member),
        score: Number(score),
      }));
      return { length, value: { type, members }, next: after(start, members.length, length) };
    }
    case 'stream': {
      // The cursor is the last id shown; the next page starts just after it.
      const from = cursor ? `(${cursor}` : '-';
      const entries = await redis.xrange(key, from, '+', 'COUNT', REDIS_VALUE_PAGE);
      const last = entries.at(-1)?.[0];
      const value = { type, entries: entries.map(([id, flat]) => ({ id, fields: fieldsOf(flat) })) } as const;
      return {
        length: await redis.xlen(key),
        value,
        next: entries.length === REDIS_VALUE_PAGE && last ? last : null,
      };
    }
    default:
      return { length: null, value: { type: 'other', name: type }, next: null };
  }
}

/**
 * A key with one page of its value by type: a string cut at REDIS_STRING_CUT bytes, a hash and set by HSCAN/SSCAN
 * cursor, a list, sorted set and stream by offset or last id; a 404 naming the key when it does not exist.
 *
 * @example
 * const first = await readKey(redis, 'wse:bull:jobs:1');
 * const second = first.next ? await readKey(redis, 'wse:bull:jobs:1', first.next) : undefined;
 */
export async function readKey(redis: Redis, key: string, cursor?: string): Promise<RedisKeyView> {
  const [summary] = await summaries(redis, [key]);
  if (!summary) throw notFound(`Redis key "${key}"`);
  return { ...summary, ...(await pageOf(redis, key, summary.type, cursor)) };
}
