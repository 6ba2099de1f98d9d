import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wildline-config-'));

describe('loadConfig', () => {
  it('runs locally with no variables at all, on PGlite in ./data', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, isProduction: false, sampleData: true });
    expect(config.dataDir).toBe(dir);
    expect(config.baseUrl).toBe('http://localhost:3000');
    // the generated session secret is kept, so sessions survive a restart
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SAMPLE_DATA', () => {
    const config = loadConfig({
      PORT: '3100',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/wildline',
      SAMPLE_DATA: 'false',
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(config.port).toBe(3100);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/wildline');
    expect(config.sampleData).toBe(false);
    expect(config.sessionSecret).toBe('s'.repeat(32));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SAMPLE_DATA: 'maybe' }, 'SAMPLE_DATA'],
    [{ CONTACT_EMAIL: 'nobody' }, 'CONTACT_EMAIL: must be an e-mail address'],
    [{ PROVIDERS_EMAIL: 'nobody' }, 'PROVIDERS_EMAIL: must be an e-mail address'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ API_RATE_LIMITS: '0' }, 'API_RATE_LIMITS: must be off or a number above 0'],
    [{ API_RATE_LIMITS: 'none' }, 'API_RATE_LIMITS'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'k'.repeat(43) }, 'VAPID_PUBLIC_KEY: must be a base64url P-256 public key'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'not base64url!' }, 'VAPID_PRIVATE_KEY: must be a base64url P-256 private key'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither'],
    [{ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:4000/push' }, 'PUSH_ENDPOINT_ORIGINS: must be origins'],
    [{ FIXED_NOW: 'Wednesday at noon' }, 'FIXED_NOW: must be an ISO 8601 instant'],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('leaves what production needs to the start-up checks, which name every missing one at once (server/production-checks.ts)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db', DATA_DIR: dataDir() };
    expect(loadConfig(production)).toMatchObject({ isProduction: true, productionChecks: 'refuse', mailLogOnly: false, metricsToken: undefined });
    expect(loadConfig({ ...production, PRODUCTION_CHECKS: 'warn', MAIL: 'log' })).toMatchObject({ productionChecks: 'warn', mailLogOnly: true });
  });

  it.each([
    [{ MAIL: 'smtp' }, 'MAIL: must be log'],
    [{ MAIL: 'log', SMTP_URL: 'smtp://127.0.0.1:2525' }, 'MAIL, SMTP_URL: MAIL=log says mail goes nowhere, SMTP_URL where it goes: set one of them'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 32 characters'],
    [{ PRODUCTION_CHECKS: 'ignore' }, 'PRODUCTION_CHECKS: must be refuse or warn'],
  ])('refuses %o, naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('reads the VAPID keys, and wants https push origins in production', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db', SESSION_SECRET: 's'.repeat(32), DATA_DIR: dataDir() };
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig({ ...production, ...keys }).vapidKeys()).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'k'.repeat(43) });
    expect(() => loadConfig({ ...production, ...keys, PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:4000' })).toThrow(
      'PUSH_ENDPOINT_ORIGINS: only https:// origins in production',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:4000, http://127.0.0.1:4001' }).pushEndpointOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4001',
    ]);
  });

  it('reads FIXED_NOW, the instant matching reads opening hours at, in tests and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).fixedNow).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', FIXED_NOW: '2026-11-25T16:00:00Z' }).fixedNow).toEqual(new Date('2026-11-25T16:00:00Z'));
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', FIXED_NOW: '2026-11-25T16:00:00Z' })).toThrow(
      'FIXED_NOW: only in tests, never in production',
    );
  });

  it('takes the test-only sign-in settings in tests and development, and refuses them in production, naming them', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ fastSignInLimits: false, cheapPasswordHash: false });
    const testing = { DATA_DIR: dataDir(), NODE_ENV: 'test', TEST_SIGN_IN_LIMITS: 'fast', TEST_PASSWORD_HASH: 'cheap' };
    expect(loadConfig(testing)).toMatchObject({ fastSignInLimits: true, cheapPasswordHash: true });
    expect(() => loadConfig({ ...testing, NODE_ENV: 'production' })).toThrow(
      'TEST_SIGN_IN_LIMITS, TEST_PASSWORD_HASH: test-only settings that weaken sign-in, never in production; unset them',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', TEST_PASSWORD_HASH: 'cheap' })).toThrow(
      'TEST_PASSWORD_HASH: test-only settings that weaken sign-in, never in production; unset it',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', TEST_PASSWORD_HASH: 'md5' })).toThrow('TEST_PASSWORD_HASH: must be cheap, or unset');
  });

  it('generates a VAPID key pair on first use and keeps it in DATA_DIR, as the session secret', () => {
    const dir = dataDir();
    const keys = loadConfig({ DATA_DIR: dir }).vapidKeys();
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(keys);
    expect(loadConfig({ DATA_DIR: dir }).vapidKeys()).toEqual(keys);
  });

  it('reads API_RATE_LIMITS as a factor on the limits, or off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).apiRateLimitFactor).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), API_RATE_LIMITS: '2.5' }).apiRateLimitFactor).toBe(2.5);
    expect(loadConfig({ DATA_DIR: dataDir(), API_RATE_LIMITS: 'off' }).apiRateLimitFactor).toBe(0);
  });

  it('seeds sample listings by default only on the embedded database, the demo npm start runs', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sampleData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://h/db' }).sampleData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://h/db', SAMPLE_DATA: 'true' }).sampleData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SAMPLE_DATA: 'false' }).sampleData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://h/db', SAMPLE_DATA: '' }).sampleData).toBe(false);
  });

  it('reads the contact addresses for people and for providers', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ contactEmail: 'contact@wildline.example', providersEmail: 'providers@wildline.example' });
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_EMAIL: 'privacy@rescue.example', PROVIDERS_EMAIL: 'listings@rescue.example' })).toMatchObject({
      contactEmail: 'privacy@rescue.example',
      providersEmail: 'listings@rescue.example',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: dataDir(), DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
