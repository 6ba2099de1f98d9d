import { chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../lib/logger.ts';
import { backupSocketPath, dumpPglite, MAX_SOCKET_PATH } from './backup.ts';

// `npm run backup` while the server runs on the embedded database: only the server may open the
// data directory (data-dir-lock.ts), so it takes the dump itself when asked on a Unix socket
// beside the directory. The socket is readable by its owner only: whoever may connect may read
// the data directory anyway. Nothing here listens on the network.

export interface BackupSocket {
  close(): Promise<void>;
}

export function serveBackups(client: PGlite, dataDir: string, logger: Logger): BackupSocket {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn({ socketPath }, 'backups while running are off: the data directory’s path is too long for a socket (stop the server to back up)');
    return { close: async () => {} };
  }
  // Left by a process that was killed: this one holds the data directory now.
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') return void res.writeHead(404).end();
    const started = performance.now();
    dumpPglite(client).then(
      async (dump) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': String(dump.size) });
        res.end(Buffer.from(await dump.arrayBuffer()));
        logger.info({ bytes: dump.size, ms: Math.round(performance.now() - started) }, 'backup taken');
      },
      (err: unknown) => {
        logger.error({ err }, 'backup failed');
        res.writeHead(500).end();
      },
    );
  });
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
