import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { fixClock } from './lib/clock.ts';
import { serveBackups } from './db/backup-socket.ts';
import { openDatabase, pgliteClient, type Database } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { seedOnFirstStart, seedOptionsFrom } from './db/seed/seed.ts';
import { sampleListingsShown } from './features/providers/sample-listings.ts';

/** The warning a production server logs at start while sample listings are in its directory. */
export const SAMPLE_LISTINGS_SHOWN =
  'sample listings are in the directory: people are shown their 555-01xx numbers, which nobody answers, and every page says so. For a real deployment start on a new database with SAMPLE_DATA=false';
import { createHttpApp } from './http.ts';
import { useFastSignInLimits } from './auth/attempt-limits.ts';
import { createAuth, useCheapPasswordHashing } from './auth/auth.ts';
import type { AppServices } from './context.ts';
import { createMatcher } from './features/matching/kept-matches.ts';
import { createGeocoder } from './lib/geocoder.ts';
import { createJobWorker, uniqueWorkerId, type JobWorker, type JobWorkerOptions } from './lib/jobs.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createRealtime } from './lib/realtime.ts';
import { startWatchdog } from './lib/watchdog.ts';
import { jobHandlers, type JobServices } from './jobs/handlers.ts';
import { checkLine, productionChecks } from './production-checks.ts';
import { JOB_KINDS } from './jobs/registry.ts';

// Process start-up shared by production (main.ts) and development (dev.ts):
// config → database → migrations → first-start seed → HTTP → job worker; graceful shutdown on SIGTERM.

/** The process's environment, `defaults` filling in variables it leaves unset or empty. */
export const environment = (defaults: Record<string, string> = {}) => ({
  ...defaults,
  ...Object.fromEntries(Object.entries(process.env).filter(([, value]) => value)),
});

/** `defaults` fill in variables the environment leaves unset or empty. */
export function loadConfigOrExit(defaults: Record<string, string> = {}): Config {
  try {
    return loadConfig(environment(defaults));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The server's and the scripts' database; exits with the reason if its data directory is in use. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * A production start checks what a public deployment needs and prints every missing piece at
 * once with what to do (server/production-checks.ts): it refuses to start, or, with
 * PRODUCTION_CHECKS=warn (a trial on one machine, as `npm start`), starts all the same.
 */
async function checkForProduction(config: Config, logger: Logger): Promise<void> {
  const failed = (await productionChecks(environment(), config.databaseUrl)).filter((check) => !check.ok);
  if (!failed.length) return;
  const lines = failed.map(checkLine);
  if (config.productionChecks === 'refuse') {
    console.error(
      [
        'Wildline will not start in production until these are put right:',
        ...lines,
        'Run `npm run doctor` to check again without starting the server (README "Operating"). PRODUCTION_CHECKS=warn starts anyway, for a trial on one machine.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.error(['Not ready for the public (PRODUCTION_CHECKS=warn: starting all the same):', ...lines].join('\n'));
  logger.warn({ missing: failed.map((check) => check.name) }, 'not ready for the public: PRODUCTION_CHECKS=warn starts all the same');
}

export async function prepareDatabase(config: Config, logger = createLogger(config.logLevel)) {
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  await seedOnFirstStart(database.db, seedOptionsFrom(config), logger);
  // The embedded database seeds the sample listings unless told otherwise (README "Configuration"):
  // a production server that shows them says so at every start.
  if (config.isProduction && (await sampleListingsShown(database.db))) logger.warn(SAMPLE_LISTINGS_SHOWN);
  if (database.trigramsWarm) return database;
  // A first start installed pg_trgm: open again, so PGlite's first trigram calls are made safely (client.ts).
  await database.close();
  return openConfiguredDatabase(config);
}

/** The services every request can reach, over one open database. */
export function createServices(database: Database, config: Config, logger: Logger): AppServices {
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({ db: database.db, config, mailer });
  const realtime = createRealtime(database.db, logger);
  const match = createMatcher({ db: database.db, realtime, keep: config.pageCache });
  return { db: database.db, config, logger, mailer, auth, geocoder: createGeocoder(config, logger), realtime, match };
}

/**
 * The in-process background worker (DESIGN.md "background jobs"): one per process, always on,
 * running every kind of the job registry (server/jobs/registry.ts) and scheduling its daily ones.
 * `overrides` lets a test move the clock or leave the daily jobs out.
 */
export function createWorker(services: JobServices & Pick<AppServices, 'logger'>, overrides: Partial<JobWorkerOptions<typeof JOB_KINDS>> = {}): JobWorker {
  return createJobWorker({
    db: services.db,
    logger: services.logger,
    kinds: JOB_KINDS,
    handlers: jobHandlers(services),
    workerId: uniqueWorkerId(),
    ...overrides,
  });
}

export async function startServer(options: { build: ServerBuild; clientDir: string }) {
  // The built server is what gets deployed: without NODE_ENV it runs as production, never with
  // the sample accounts' published password or the development mailbox.
  const config = loadConfigOrExit({ NODE_ENV: 'production' });
  const logger = createLogger(config.logLevel);
  fixClock(config.fixedNow);
  if (config.fixedNow) logger.warn({ fixedNow: config.fixedNow.toISOString() }, 'matching reads opening hours at a fixed instant (FIXED_NOW), as tests ask');
  if (config.fastSignInLimits) useFastSignInLimits();
  if (config.cheapPasswordHash) useCheapPasswordHashing();
  if (config.fastSignInLimits || config.cheapPasswordHash) {
    logger.warn({ fastSignInLimits: config.fastSignInLimits, cheapPasswordHash: config.cheapPasswordHash }, 'test-only sign-in settings, as tests ask');
  }
  if (config.isProduction) await checkForProduction(config, logger);
  const watchdog = config.watchdogTimeoutMs > 0 ? startWatchdog(config.watchdogTimeoutMs) : null;
  watchdog?.doing('starting');
  const database = await prepareDatabase(config, logger);
  // The embedded database is backed up by this process, when `npm run backup` asks (backup-socket.ts).
  const backups = database.engine === 'pglite' ? serveBackups(pgliteClient(database), config.dataDir, logger) : null;
  const services = createServices(database, config, logger);
  const worker = createWorker(services);
  const app = createHttpApp({
    ...services,
    build: options.build,
    clientDir: options.clientDir,
    isReady: async () => (await pendingMigrations(database)) === 0,
  });

  let stopping = false;
  // The last request begun is named if the event loop ever blocks (the likeliest culprit).
  const fetch: typeof app.fetch = (request, ...rest) => {
    watchdog?.doing(`${request.method} ${request.url.slice(0, 300)}`);
    return app.fetch(request, ...rest);
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    logger.info({ port: info.port, engine: database.engine, url: `http://localhost:${info.port}` }, 'listening');
    // One plain line for the person who started it, beside the JSON logs.
    process.stdout.write(`Wildline is listening on http://localhost:${info.port}\n`);
    if (!stopping) worker.start();
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // No new jobs from now on; the one in flight finishes before the database closes.
    void services.realtime.close(); // ends the event streams, which would hold server.close() open
    const workerStopped = worker.stop().catch((err: unknown) => logger.error({ err }, 'stopping the job worker failed'));
    server.close(() => {
      void (async () => {
        await workerStopped;
        await backups?.close();
        await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
        logger.info('stopped');
        process.exit(0);
      })();
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
