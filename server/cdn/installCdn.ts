import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EdgeCache } from './EdgeCache';

/** The built dashboard's hashed files: public, the same for everyone, and never changed in place. */
const EDGE_PATHS = /^\/assets\//;

/** The headers a held response is sent with again; the security headers are the server's own on each request. */
const HELD_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
];

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const variantOf = (request: FastifyRequest) =>
  String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
const edged = (request: FastifyRequest) => request.method === 'GET' && EDGE_PATHS.test(pathOf(request));

async function bufferOf(payload: unknown): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  return undefined;
}

function heldHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of HELD_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Decorates `app.cdn` and puts it in front of the dashboard's /assets files: a GET is answered from the edge cache
 * when it holds the path for the same Accept-Encoding (`X-Cache: HIT`, a 304 when the ETag matches), otherwise
 * the file is served and held (`X-Cache: MISS`). In memory per instance, bounded (EdgeCache).
 */
export function installCdn(app: FastifyInstance): void {
  const cdn = new EdgeCache();
  app.decorate('cdn', cdn);

  app.addHook('onRequest', async (request, reply) => {
    if (!edged(request)) return;
    const entry = cdn.hit(pathOf(request), variantOf(request));
    if (!entry) return;
    reply.headers(entry.headers).header('x-cache', 'HIT');
    const etag = entry.headers.etag;
    const asked = String(request.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim());
    if (etag && asked.includes(etag)) {
      reply.removeHeader('content-length');
      return reply.code(304).send();
    }
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!edged(request) || reply.getHeader('x-cache') === 'HIT') return payload;
    reply.header('x-cache', 'MISS');
    const length = Number(reply.getHeader('content-length'));
    if (reply.statusCode !== 200 || !(length <= cdn.limits.maxEntryBytes)) return payload;
    const body = await bufferOf(payload);
    if (!body) return payload;
    cdn.put({ path: pathOf(request), variant: variantOf(request), headers: heldHeaders(reply), body });
    return body;
  });
}
