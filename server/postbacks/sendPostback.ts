import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressRefusal } from './addressRefusal';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** What a postback sent and what came back: shown on the page and kept, in part, in its log. */
export interface PostbackExchange {
  request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string };
  /** The address connected to: the one checked, never a second resolution of the name. */
  address: string;
  response?: {
    status: number;
    statusText: string;
    headers: Record<string, string>;
    /** The first bytes of the body, as text. */
    body: string;
    /** The body went on beyond what was read or shown. */
    truncated: boolean;
  };
  ms: number;
  /** Why no answer came (a timeout, a refused connection). */
  error?: string;
}

export interface SendSettings {
  /** Resolves a host name to every address it has (injected in tests). */
  resolve: (host: string) => Promise<readonly ResolvedAddress[]>;
  /** `host:port` pairs sent to whatever they resolve to (the demo receiver on the server itself). */
  allowHosts: readonly string[];
  timeoutMs: number;
  /** Bytes of the answer read at most; the connection is closed beyond. */
  maxBytes: number;
  /** Bytes of the body shown. */
  shownBytes: number;
}

/** A postback the server will not send, with the reason (answered as a 422). */
export class PostbackRefused extends Error {}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function targetOf(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PostbackRefused(`'${url}' is not a valid address`);
  }
  if (!DEFAULT_PORT[parsed.protocol])
    throw new PostbackRefused(`only http and https addresses are sent, not ${parsed.protocol}`);
  return parsed;
}

/** The address to connect to, after refusing a name that resolves to any address of the private network. */
async function checkedAddress(target: URL, settings: SendSettings): Promise<ResolvedAddress> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = target.port || DEFAULT_PORT[target.protocol]!;
  const allowed = settings.allowHosts.includes(`${host}:${port}`);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveAll(host, settings);
  if (!allowed) {
    for (const { address } of addresses) {
      const refusal = addressRefusal(address);
      if (refusal)
        throw new PostbackRefused(
          family ? `${host} is ${refusal}` : `${host} resolves to ${refusal} ${address}`,
        );
    }
  }
  const [first] = addresses;
  if (!first) throw new PostbackRefused(`${host} does not resolve to any address`);
  return first;
}

async function resolveAll(host: string, settings: SendSettings): Promise<readonly ResolvedAddress[]> {
  try {
    return await settings.resolve(host);
  } catch {
    throw new PostbackRefused(`${host} does not resolve to any address`);
  }
}

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]));

/**
 * Sends one postback so that it cannot reach into the private network: http(s) only; the host name resolved
 * once here, every address checked (addressRefusal) unless its host:port is allow-listed, and the connection
 * made to that checked address (a `lookup` that answers it), so a second resolution cannot rebind the name;
 * redirects are not followed (a 3xx is the answer shown); the whole exchange ends after `timeoutMs`, and at most
 * `maxBytes` of the answer are read. A refusal throws PostbackRefused; a failure to connect or answer is the
 * exchange's `error`.
 *
 * @example
 * const exchange = await sendPostback('GET', 'https://track.example/pb?c=1', undefined, settings);
 */
export async function sendPostback(
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
  settings: SendSettings,
): Promise<PostbackExchange> {
  const target = targetOf(url);
  const { address, family } = await checkedAddress(target, settings);
  const headers: Record<string, string> = {
    Host: target.host,
    'User-Agent': 'wse-dashboard-postback/1.0',
    Accept: '*/*',
    Connection: 'close',
    ...(body === undefined
      ? {}
      : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }),
  };
  const exchange: PostbackExchange = {
    request: { method, url: target.href, headers, ...(body === undefined ? {} : { body }) },
    address,
    ms: 0,
  };
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const started = performance.now();
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((resolve) => {
    let done = false;
    let answer: (() => void) | undefined;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      answer?.();
      exchange.ms = Math.round(performance.now() - started);
      if (error) exchange.error = error.message;
      resolve();
    };
    const outgoing = send(target, { method, headers, lookup, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      let read = 0;
      answer = () => {
        const all = Buffer.concat(chunks);
        exchange.response = {
          status: incoming.statusCode ?? 0,
          statusText: incoming.statusMessage ?? '',
          headers: flatHeaders(incoming.headers),
          body: all.subarray(0, settings.shownBytes).toString('utf8'),
          truncated: read > all.length || all.length > settings.shownBytes,
        };
      };
      incoming.on('data', (chunk: Buffer) => {
        chunks.push(chunk.subarray(0, Math.max(0, settings.maxBytes - read)));
        read += chunk.length;
        if (read > settings.maxBytes) {
          finish();
          outgoing.destroy();
        }
      });
      incoming.on('end', () => finish());
      incoming.on('error', (error) => finish(error));
    });
    const timer = setTimeout(() => {
      const error = new Error(`no answer within ${settings.timeoutMs} ms`);
      finish(error);
      outgoing.destroy(error);
    }, settings.timeoutMs);
    outgoing.on('error', (error) => finish(error));
    outgoing.end(body);
  });
  return exchange;
}
