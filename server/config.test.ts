import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'wse-config-'));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      tokenTtlSeconds: 3600,
      nodeEnv: 'development',
      dashboardTitle: 'wse-dashboard',
      apiUrl: '/api',
      socketUrl: '',
      seedScale: 1,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(config.allowedOrigins).toContain('http://127.0.0.1:8080');
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('refuses production without a JWT secret, or with a weak one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'JWT_SECRET is required when NODE_ENV=production.',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'secret', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET is too weak for production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40), DATA_DIR: dataDir() }),
    ).toThrow(/too weak/);
  });

  it('pays SEPA files from a demo account by default, and names a bad debtor IBAN or BIC', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sepaDebtor).toEqual({
      name: 'WSE Platform B.V.',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SEPA_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 00',
        SEPA_DEBTOR_BIC: 'COBADEFFXXX',
      }).sepaDebtor,
    ).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEPA_DEBTOR_IBAN: 'NL91ABNA0417164301' })).toThrow(
      'SEPA_DEBTOR_IBAN must be a valid SEPA IBAN: IBAN check digits are wrong (mod 97).',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEPA_DEBTOR_BIC: 'ABN' })).toThrow(
      "SEPA_DEBTOR_BIC must be a valid BIC, got 'ABN'.",
    );
  });

  it('moves the demo platform in development only, unless LIVE_ACTIVITY says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).liveActivity).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).liveActivity).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), LIVE_ACTIVITY: 'off' }).liveActivity).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIVE_ACTIVITY: 'yes' })).toThrow(
      "LIVE_ACTIVITY must be 'on' or 'off', got 'yes'.",
    );
  });

  it('keeps session tokens at least 30 s, or 5 s in test mode', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_TTL_SECONDS: '29' })).toThrow(
      "TOKEN_TTL_SECONDS must be an integer of at least 30, got '29'.",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_TTL_SECONDS: '30' }).tokenTtlSeconds).toBe(30);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', TOKEN_TTL_SECONDS: '5' }).tokenTtlSeconds,
    ).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', TOKEN_TTL_SECONDS: '4' })).toThrow(
      "TOKEN_TTL_SECONDS must be an integer of at least 5, got '4'.",
    );
  });

  it('names a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(
      "PORT must be an integer of at least 0, got 'eighty'.",
    );
    expect(() => loadConfig({ SEED_SCALE: '-1', DATA_DIR: dataDir() })).toThrow(/SEED_SCALE/);
  });
});
