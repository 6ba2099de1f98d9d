import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { dataDirHolder } from './db/data-dir-lock.ts';
import { pendingMigrations } from './db/migrate.ts';
import { errorAsKept } from './lib/deliveries.ts';
import { smtpTransport } from './lib/mailer.ts';

// What a public deployment needs beyond valid settings (README "Operating"): checked when a
// production server starts, which prints every missing one at once with what to do and refuses
// to start (or, with PRODUCTION_CHECKS=warn, a trial on one machine, starts all the same), and
// by `npm run doctor` without starting anything (docs/decisions/055).

export interface Check {
  /** the setting or the part checked, as an operator would look for it */
  name: string;
  ok: boolean;
  /** what is set (ok); or what is wrong and what to do, read after the name ("BASE_URL is not set: …") */
  detail: string;
}

type Env = Record<string, string | undefined>;

const isHttps = (url: string | undefined) => url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';

/** The settings production needs, from the environment the server starts with (its values already valid). */
export function settingsChecks(env: Env): Check[] {
  const baseUrl = env.BASE_URL;
  return [
    {
      name: 'BASE_URL',
      ok: isHttps(baseUrl),
      detail: isHttps(baseUrl)
        ? baseUrl!
        : `${baseUrl ? `is ${baseUrl}, not https` : 'is not set'}: set the https address people reach the site at, e.g. https://wildline.example.org (e-mailed links and sign-in use it; TLS ends at the proxy in front of this server)`,
    },
    {
      name: 'TRUST_PROXY',
      ok: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
      detail:
        env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1'
          ? 'true: client addresses come from the proxy'
          : 'is not true: behind the https proxy every visitor would share its address, and sign-in limits would hold them back together; set TRUST_PROXY=true',
    },
    {
      name: 'SESSION_SECRET',
      ok: Boolean(env.SESSION_SECRET),
      detail: env.SESSION_SECRET
        ? 'set'
        : 'is not set: set 32 or more random characters (openssl rand -base64 48), the same on every server and kept across restarts, or every session ends',
    },
    {
      name: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
      ok: Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY),
      detail:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? 'set'
          : 'are not set: run `npx web-push generate-vapid-keys` once and set both, the same on every server; keep them, as every browser that turned on notifications is tied to them',
    },
    {
      name: 'SMTP_URL or MAIL=log',
      ok: Boolean(env.SMTP_URL || env.MAIL === 'log'),
      detail: env.SMTP_URL
        ? 'SMTP_URL is set'
        : env.MAIL === 'log'
          ? 'MAIL=log: mail is only written to the log, on purpose'
          : 'is not set: set SMTP_URL=smtps://user:password@smtp.example.org:465 to send mail, or MAIL=log to say that mail (reset links, new requests to providers) goes only to the log',
    },
  ];
}

/** Asks a PostgreSQL server one question on a connection of its own, closed after. */
async function askPostgres<Row>(databaseUrl: string, query: string): Promise<Row> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {}); // a connection lost after the answer must not crash the process
  await client.connect();
  try {
    return (await client.query(query)).rows[0] as Row;
  } finally {
    await client.end();
  }
}

/**
 * Whether matching can work: earthdistance is not a trusted extension, so on PostgreSQL a
 * superuser creates it once (README "Operating"), or the server's user is one. The embedded
 * database carries it.
 */
export async function earthdistanceCheck(databaseUrl: string | undefined): Promise<Check> {
  const name = 'earthdistance';
  if (!databaseUrl) return { name, ok: true, detail: 'part of the embedded database' };
  try {
    const found = await askPostgres<{ installed: boolean; superuser: boolean; database: string }>(
      databaseUrl,
      `select exists (select 1 from pg_extension where extname = 'earthdistance') as installed,
              (select rolsuper from pg_roles where rolname = current_user) as superuser,
              current_database() as database`,
    );
    if (found.installed) return { name, ok: true, detail: `installed in ${found.database}` };
    if (found.superuser) return { name, ok: true, detail: `not installed yet; the first start creates it (the server's user is a superuser)` };
    return {
      name,
      ok: false,
      detail: `is not installed in ${found.database}, and the server's user may not create it: as a superuser, run \`CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;\` in that database once`,
    };
  } catch (error) {
    return { name: 'DATABASE_URL', ok: false, detail: `does not connect (${(error as Error).message}): check the address, the user and the password` };
  }
}

/** What a production start needs, every check at once. */
export async function productionChecks(env: Env, databaseUrl: string | undefined): Promise<Check[]> {
  return [...settingsChecks(env), await earthdistanceCheck(databaseUrl)];
}

/** A check as a line to print: what is set, or what is wrong and what to do. */
export const checkLine = (check: Check) => (check.ok ? `  ok   ${check.name}: ${check.detail}` : `  FIX  ${check.name} ${check.detail}`);

/** Whether the SMTP server takes connections and our sign-in (`npm run doctor`); nothing is sent. */
export async function mailServerCheck(config: Pick<Config, 'smtpUrl' | 'mailLogOnly'>): Promise<Check> {
  const name = 'mail server';
  if (!config.smtpUrl) return { name, ok: true, detail: config.mailLogOnly ? 'none: MAIL=log' : 'none (SMTP_URL is not set)' };
  const transport = smtpTransport(config.smtpUrl);
  try {
    await transport.verify();
    return { name, ok: true, detail: `${new URL(config.smtpUrl).host} answers and takes the sign-in` };
  } catch (error) {
    return {
      name,
      ok: false,
      detail: `at ${new URL(config.smtpUrl).host} does not take mail (${errorAsKept(error)}): check SMTP_URL's host, port, user and password`,
    };
  } finally {
    transport.close();
  }
}

/**
 * Whether the database answers and how many migrations the next start applies (`npm run doctor`).
 * The embedded database is opened only when no process holds it: a running server answers for
 * it on GET /readyz.
 */
export async function databaseCheck(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Check> {
  const name = 'database';
  const dataDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl) {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return { name, ok: true, detail: `none yet in ${dataDir}: the first start creates it` };
    const holder = dataDirHolder(dataDir);
    if (holder !== undefined)
      return { name, ok: true, detail: `the embedded database in ${dataDir} is open in process ${holder} (the server: ask it GET /readyz)` };
  }
  let database: Database | undefined;
  try {
    database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 1 } : { dataDir });
    const pending = await pendingMigrations(database).catch(() => Number.NaN);
    const where = config.databaseUrl
      ? `PostgreSQL at ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
      : `the embedded database in ${dataDir}`;
    if (Number.isNaN(pending)) return { name, ok: true, detail: `${where} answers, empty: the first start migrates it` };
    return {
      name,
      ok: true,
      detail: `${where} answers; ${pending === 0 ? 'every migration is applied' : `the next start applies ${pending} migration${pending === 1 ? '' : 's'}`}`,
    };
  } catch (error) {
    return { name, ok: false, detail: `does not open (${errorAsKept(error)})` };
  } finally {
    await database?.close();
  }
}
