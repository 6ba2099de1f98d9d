import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { emailFormat } from '../common/email-schemas.ts';

// Environment → typed config, validated once at start-up (DESIGN.md "Configuration").
// Every variable here is listed with its default in .env.example.

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Production without SMTP_URL must say so: mail then reaches nobody (server/production-checks.ts).
  MAIL: z.literal('log', 'must be log (mail written to the outbox and the log only), or unset').optional(),
  MAIL_FROM: z.string().min(3).default('Wildline <no-reply@wildline.example>'),
  CONTACT_EMAIL: emailFormat('must be an e-mail address').default('contact@wildline.example'),
  PROVIDERS_EMAIL: emailFormat('must be an e-mail address').default('providers@wildline.example'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: on for the embedded database (the demo `npm start` runs), off with DATABASE_URL, so a
  // real deployment never shows made-up listings.
  SAMPLE_DATA: booleanFromEnv.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WATCHDOG_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  TRUST_PROXY: booleanFromEnv.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  // Requests worked on at once, and how long another may wait for its turn before a 503 (server/lib/overload.ts).
  BUSY_ACTIVE_REQUESTS: z.coerce.number().int().min(0).default(32),
  BUSY_WAIT_MS: z.coerce.number().int().min(1).default(2_000),
  EVENT_STREAM_IDLE_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60_000),
  PAGE_CACHE: booleanFromEnv.default(true),
  // Web Push (docs/decisions/030): the VAPID key pair, base64url as `web-push generate-vapid-keys`
  // prints it.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  // Origins a push subscription may name besides the browsers' push services: a local stand-in in tests.
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin) && URL.canParse(origin)),
      'must be origins such as http://127.0.0.1:4000, without a path',
    )
    .optional(),
  // The instant matching reads opening hours at, fixed for an end-to-end test (server/lib/clock.ts); never in production.
  FIXED_NOW: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant such as 2026-11-25T16:00:00Z' }).optional(),
  // Test-only settings for the end-to-end server, refused in production (docs/decisions/063):
  // sign-in waits reached in two tries (server/auth/attempt-limits.ts), and one SHA-256 instead
  // of scrypt for passwords (server/auth/auth.ts).
  TEST_SIGN_IN_LIMITS: z.enum(['fast'], 'must be fast, or unset').optional(),
  TEST_PASSWORD_HASH: z.enum(['cheap'], 'must be cheap, or unset').optional(),
  API_RATE_LIMITS: z.union([z.literal('off').transform(() => 0), z.coerce.number().positive('must be off or a number above 0')]).default(1),
  // GET /metrics answers only with this bearer token; unset, there is no /metrics (server/features/operations).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
  // What a production start does about what a public deployment lacks: refuse to start, or (a trial on one machine) warn and start.
  PRODUCTION_CHECKS: z.enum(['refuse', 'warn'], 'must be refuse or warn').default('refuse'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where people write about their data, the terms or anything but an animal (shown on /privacy, /terms, the footer) */
  contactEmail: string;
  /** where providers write about their listing; e-mailed requests for help are not read, as the footer says */
  providersEmail: string;
  googleMapsApiKey: string | undefined;
  /** where the Places API lives; tests point it at a local stand-in */
  googleMapsBaseUrl: string;
  logLevel: string;
  /** seed the sample provider listings (555-01xx numbers nobody answers): only the demo, unless SAMPLE_DATA says so */
  sampleData: boolean;
  shutdownTimeoutMs: number;
  /** kill the process when its event loop has been blocked this long (0: off); see server/lib/watchdog.ts */
  watchdogTimeoutMs: number;
  /** behind a load balancer: take the client address from X-Forwarded-For */
  trustProxy: boolean;
  /** A request still running after this (30 s by default) is answered 503 (0: off); see server/lib/request-timeout.ts */
  requestTimeoutMs: number;
  /** requests worked on at once (0: no limit) and how long another waits for its turn */
  busy: { active: number; waitMs: number };
  /** an event stream that has sent nothing for this long is closed with a reconnect hint (server/features/realtime) */
  eventStreamIdleMs: number;
  /** multiplies every limit per client address on the public API (server/lib/api-limits.ts); 0: off */
  apiRateLimitFactor: number;
  /** Web Push's key pair (docs/decisions/030); generated once into DATA_DIR when not set, on first use, so a process that never pushes never writes there */
  vapidKeys: () => VapidKeys;
  /** origins a push subscription may name besides the browsers' push services (server/features/push/endpoints.ts) */
  pushEndpointOrigins: string[];
  /** keep anonymous pages rendered once (server/lib/page-cache.ts); off in tests that change the database behind the app's back */
  pageCache: boolean;
  /** the instant matching reads opening hours and capacity at, in a test server only (server/lib/clock.ts); undefined: the clock */
  fixedNow: Date | undefined;
  /** MAIL=log: mail is only written to the outbox and the log, said on purpose (production needs SMTP_URL or this) */
  mailLogOnly: boolean;
  /** the bearer token GET /metrics answers to; undefined: no /metrics */
  metricsToken: string | undefined;
  /** a production start refuses when something a public deployment needs is missing, or only warns (server/production-checks.ts) */
  productionChecks: 'refuse' | 'warn';
  /** TEST_SIGN_IN_LIMITS=fast: sign-in waits reached in two tries; never in production */
  fastSignInLimits: boolean;
  /** TEST_PASSWORD_HASH=cheap: one SHA-256 instead of scrypt; never in production */
  cheapPasswordHash: boolean;
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as in most .env tooling. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  // What production needs beyond valid values (a session secret, the VAPID keys, an https
  // BASE_URL, a way for mail to go) is checked at start, all at once: server/production-checks.ts.
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (e.MAIL === 'log' && e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  MAIL, SMTP_URL: MAIL=log says mail goes nowhere, SMTP_URL where it goes: set one of them');
  }
  if (isProduction && e.PUSH_ENDPOINT_ORIGINS?.some((origin) => !origin.startsWith('https://'))) {
    // A production server never pushes over plain HTTP: the stand-in push services are for tests.
    throw new ConfigError('Invalid configuration:\n  PUSH_ENDPOINT_ORIGINS: only https:// origins in production');
  }
  if (isProduction && e.FIXED_NOW) {
    throw new ConfigError('Invalid configuration:\n  FIXED_NOW: only in tests, never in production');
  }
  const testOnly = (['TEST_SIGN_IN_LIMITS', 'TEST_PASSWORD_HASH'] as const).filter((name) => e[name] !== undefined);
  if (isProduction && testOnly.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${testOnly.join(', ')}: test-only settings that weaken sign-in, never in production; unset ${testOnly.length > 1 ? 'them' : 'it'}`,
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    providersEmail: e.PROVIDERS_EMAIL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    googleMapsBaseUrl: e.GOOGLE_MAPS_BASE_URL,
    logLevel: e.LOG_LEVEL,
    sampleData: e.SAMPLE_DATA ?? e.DATABASE_URL === undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    watchdogTimeoutMs: e.WATCHDOG_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    busy: { active: e.BUSY_ACTIVE_REQUESTS, waitMs: e.BUSY_WAIT_MS },
    eventStreamIdleMs: e.EVENT_STREAM_IDLE_MS,
    apiRateLimitFactor: e.API_RATE_LIMITS,
    pageCache: e.PAGE_CACHE,
    vapidKeys: once(() =>
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : persistedVapidKeys(dataDir),
    ),
    pushEndpointOrigins: e.PUSH_ENDPOINT_ORIGINS ?? [],
    fixedNow: e.FIXED_NOW ? new Date(e.FIXED_NOW) : undefined,
    mailLogOnly: e.MAIL === 'log',
    metricsToken: e.METRICS_TOKEN,
    productionChecks: e.PRODUCTION_CHECKS,
    fastSignInLimits: e.TEST_SIGN_IN_LIMITS === 'fast',
    cheapPasswordHash: e.TEST_PASSWORD_HASH === 'cheap',
  };
}

/** A secret generated once and kept in DATA_DIR, so sessions survive a restart. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A VAPID key pair generated once and kept in DATA_DIR, as the session secret is: subscriptions stay valid across restarts. */
function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
