import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkBankAccount } from '../contract/banking/checkBankAccount';

export type NodeEnv = 'development' | 'production' | 'test';

/** Every setting of the reference server, read once from the environment (README "Configuration"). */
export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Put before the keys the server keeps in Redis (the link rate limit), so deployments can share one Redis. */
  redisKeyPrefix: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  nodeEnv: NodeEnv;
  logLevel: string;
  distDir: string;
  dashboardTitle: string;
  dashboardBanner: string;
  apiUrl: string;
  socketUrl: string;
  allowedOrigins: string[];
  seedScale: number;
  bodyLimit: number;
  /** Requests a minute one address may make to the public link routes (forgot password, reset, QR). */
  linkRateLimitPerMinute: number;
  /** Rows a list counts exactly before saying only that it holds more. */
  listCountCap: number;
  /** Seconds a cached analytics or dashboard answer is served before it is read again (0: not cached). */
  cacheTtlSeconds: number;
  /** Behind a load balancer, trust its X-Forwarded-For so rate limits see the client's address. */
  trustProxy: boolean;
  argon2: { memoryCost: number; timeCost: number };
  /** The demo platform moves on its own (performers going live, shows ending): development only by default. */
  liveActivity: boolean;
  /** Recipients a mass message reaches per second (0: as fast as the database takes them). */
  messageSendRate: number;
  /** The platform's own account, which SEPA payout files pay from. */
  sepaDebtor: { name: string; iban: string; bic: string };
  /**
   * `host:port` pairs postbacks may be sent to though they resolve to a private or loopback address
   * (POSTBACK_ALLOW_HOSTS); in development the server's own address, so the demo receiver answers 'Send a test'.
   */
  postbackAllowHosts: string[];
}

export const DEFAULT_BANNER = 'Development/testing mode: changes made here do not affect production data.';

const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer of at least ${min}, got '${raw}'.`);
  }
  return value;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got '${raw}'.`);
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be 'on' or 'off', got '${raw}'.`);
  return raw === 'on';
}

function nodeEnvOf(raw: string | undefined): NodeEnv {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

/** Outside production a missing secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function jwtSecretOf(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (nodeEnv === 'production') {
    if (!given) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production.');
    if (isWeakSecret(given)) {
      throw new ConfigError(
        `JWT_SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters ` +
          `(for example: openssl rand -base64 48).`,
      );
    }
    return given;
  }
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The paying account of SEPA files: a holder, a SEPA IBAN and its BIC, each checked as the validator does. */
function sepaDebtorOf(env: NodeJS.ProcessEnv): Config['sepaDebtor'] {
  const name = env.SEPA_DEBTOR_NAME || 'WSE Platform B.V.';
  const check = checkBankAccount({
    holder: name,
    iban: env.SEPA_DEBTOR_IBAN || 'NL91ABNA0417164300',
    bic: env.SEPA_DEBTOR_BIC || 'ABNANL2A',
  });
  const ibanProblems = check.errors.filter((error) => error.includes('IBAN'));
  if (ibanProblems.length > 0 || !check.sepa)
    throw new ConfigError(
      `SEPA_DEBTOR_IBAN must be a valid SEPA IBAN: ${ibanProblems.join('; ') || 'outside SEPA'}.`,
    );
  if (!check.bic || check.errors.some((error) => error.includes('BIC')))
    throw new ConfigError(`SEPA_DEBTOR_BIC must be a valid BIC, got '${env.SEPA_DEBTOR_BIC ?? ''}'.`);
  return { name, iban: check.iban, bic: check.bic };
}

/** POSTBACK_ALLOW_HOSTS as `host:port` pairs; by default the server's own address in development, none else. */
function postbackAllowHostsOf(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv, port: number): string[] {
  const raw = env.POSTBACK_ALLOW_HOSTS;
  if (raw === undefined) return nodeEnv === 'development' ? [`127.0.0.1:${port}`, `localhost:${port}`] : [];
  const pairs = raw
    .split(',')
    .map((pair) => pair.trim().replace(/^\[(.*)\](:\d+)$/, '$1$2'))
    .filter(Boolean);
  const wrong = pairs.find((pair) => !/^[^\s:]+:\d{1,5}$|^[0-9a-f:]+:\d{1,5}$/i.test(pair));
  if (wrong)
    throw new ConfigError(
      `POSTBACK_ALLOW_HOSTS must list host:port pairs separated by commas, got '${wrong}'.`,
    );
  return pairs;
}

export function isWeakSecret(secret: string): boolean {
  return secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 10;
}

/**
 * Reads the configuration from the environment.
 *
 * @example
 * const config = loadConfig(process.env);
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = nodeEnvOf(env.NODE_ENV);
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT', 8080);
  const dataDir = resolve(env.DATA_DIR || './data');
  const allowed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'wse:',
    jwtSecret: jwtSecretOf(env, nodeEnv, dataDir),
    // Shorter, an active session could run out between two of the dashboard's activity reports (at most one
    // every 30 s); test mode takes them, so tests see a token run out in seconds.
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, nodeEnv === 'test' ? 5 : 30),
    nodeEnv,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    distDir: resolve(env.DIST_DIR || 'dist'),
    dashboardTitle: env.DASHBOARD_TITLE || 'wse-dashboard',
    dashboardBanner: env.DASHBOARD_BANNER ?? (nodeEnv === 'production' ? '' : DEFAULT_BANNER),
    apiUrl: env.API_URL || '/api',
    socketUrl: env.SOCKET_URL ?? '',
    allowedOrigins:
      allowed.length > 0 ? allowed : [publicUrl, `http://127.0.0.1:${port}`, `http://localhost:${port}`],
    seedScale: positiveNumber(env, 'SEED_SCALE', 1),
    bodyLimit: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    linkRateLimitPerMinute: integer(env, 'LINK_RATE_LIMIT_PER_MINUTE', 20, 1),
    listCountCap: integer(env, 'LIST_COUNT_CAP', 1000, 1),
    // Tests write rows and read them back at once: their apps read through unless a test asks for the cache.
    cacheTtlSeconds: integer(env, 'CACHE_TTL_SECONDS', nodeEnv === 'test' ? 0 : 30),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    argon2: nodeEnv === 'test' ? { memoryCost: 1024, timeCost: 1 } : { memoryCost: 19456, timeCost: 2 },
    liveActivity: onOff(env, 'LIVE_ACTIVITY', nodeEnv === 'development'),
    messageSendRate: integer(env, 'MESSAGE_SEND_RATE', 0),
    sepaDebtor: sepaDebtorOf(env),
    postbackAllowHosts: postbackAllowHostsOf(env, nodeEnv, port),
  };
}
