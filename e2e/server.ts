import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

// Starts the built production server (build/server/index.js) on a free port with its own
// temporary data directory, and resolves once it logs that it is listening. A server still
// running when this process exits is killed with it, whatever the way out.

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  /** Resolves to the exit code once the process has ended, however it ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export const SERVER_ENTRY = path.resolve('build/server/index.js');

const running = new Set<ChildProcess>();
// 'exit' handlers run synchronously: a kill is all there is time for.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on now, so BASE_URL can be known before the server starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server could not listen: the port was taken between freePort()'s probe and its listen. */
class PortTaken extends Error {}

/**
 * NODE_ENV=test by default: production behaviour (React Router's production mode, no stack
 * traces) plus what tests need (the development accounts and /dev/mailbox). The port is probed
 * before the server starts (BASE_URL names it), so another process may take it first (two suites
 * at once on one machine): the server then fails to listen, and it is started again on another.
 */
export async function startServer(env: Record<string, string> = {}, options: { keepDataDir?: string; entry?: string; logFile?: string } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchServer(env.PORT ?? String(await freePort()), env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || env.PORT || attempt === 5) throw error;
    }
  }
}

async function launchServer(port: string, env: Record<string, string>, options: { keepDataDir?: string; entry?: string; logFile?: string }) {
  const dataDir = options.keepDataDir ?? mkdtempSync(path.join(tmpdir(), 'wildline-e2e-'));
  const child = spawn(process.execPath, [options.entry ?? SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: port,
      BASE_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const logs: string[] = [];
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  createInterface({ input: child.stderr! }).on('line', (line) => {
    logs.push(line);
    logFile?.write(`${line}\n`);
  });

  let started = false;
  const listeningPort = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('\n')}`)), 90_000);
    void exited.then((code) => {
      if (started) return; // stopped later: stop() or the test deals with its data
      clearTimeout(timer);
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      const output = logs.join('\n');
      reject(output.includes('EADDRINUSE') ? new PortTaken(output) : new Error(`server exited with ${code}:\n${output}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logs.push(line);
      logFile?.write(`${line}\n`);
      if (!line.includes('"listening"')) return; // a server under load logs every request
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'listening' && entry.port) {
          started = true;
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a JSON log line
      }
    });
  });

  const server: RunningServer = {
    url: `http://127.0.0.1:${listeningPort}`,
    port: listeningPort,
    dataDir,
    process: child,
    logs,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  return server;
}
