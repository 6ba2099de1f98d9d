import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import type * as HttpModule from './http.ts';
import { pendingMigrations } from './db/migrate.ts';
import { createLogger } from './lib/logger.ts';
import { createServices, createWorker, loadConfigOrExit, prepareDatabase } from './start.ts';

// Development: Vite in middleware mode on the same port, with hot reload. The Hono app and the
// routes are loaded through Vite on each request so edits apply without a restart; the
// database is opened once (PGlite allows one handle per directory).
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
const database = await prepareDatabase(config, logger);
const services = createServices(database, config, logger);
const worker = createWorker(services);

const httpServer = createServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });

httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createHttpApp } = (await vite.ssrLoadModule('./server/http.ts')) as typeof HttpModule;
      const app = createHttpApp({
        ...services,
        build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        isReady: async () => (await pendingMigrations(database)) === 0,
      });
      await getRequestListener(app.fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      logger.error({ err: error }, 'dev request failed');
      res.statusCode = 500;
      res.end('Development server error; see the log.');
    }
  });
});
httpServer.listen(config.port, () => {
  logger.info({ url: `http://localhost:${config.port}` }, 'dev server listening');
  worker.start();
});

// Ctrl-C: let the job in flight finish and close PGlite cleanly; a second Ctrl-C quits at once.
let stopping = false;
async function shutdown() {
  if (stopping) process.exit(1);
  stopping = true;
  try {
    await worker.stop();
    await vite.close();
    await database.close();
  } catch (err) {
    logger.error({ err }, 'dev shutdown failed');
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
