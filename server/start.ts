import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { seedOnFirstStart } from './db/seed/seed.ts';
import { createHttpApp } from './http.ts';
import { createAuth } from './auth/auth.ts';
import type { AppServices } from './context.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';

// Process start-up shared by production (main.ts) and development (dev.ts):
// config → database → migrations → first-start seed → HTTP; graceful shutdown on SIGTERM.

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
}

export async function prepareDatabase(config: Config, logger = createLogger(config.logLevel)) {
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  await seedOnFirstStart(database.db, { sampleData: config.sampleData, production: config.isProduction }, logger);
  return database;
}

/** The services every request can reach, over one open database. */
export function createServices(database: Database, config: Config, logger: Logger): AppServices {
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  return { db: database.db, config, logger, mailer, auth: createAuth({ db: database.db, config, mailer }) };
}

export async function startServer(options: { build: ServerBuild; clientDir: string }) {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const database = await prepareDatabase(config, logger);
  const app = createHttpApp({
    ...createServices(database, config, logger),
    build: options.build,
    clientDir: options.clientDir,
    isReady: async () => (await pendingMigrations(database)) === 0,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    logger.info({ port: info.port, engine: database.engine, url: `http://localhost:${info.port}` }, 'listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
