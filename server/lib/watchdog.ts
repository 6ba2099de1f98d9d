import { Worker } from 'node:worker_threads';

// An event-loop watchdog. PGlite runs PostgreSQL in WebAssembly on the main thread, and on rare
// occasions it spins without end inside a query (electric-sql/pglite#1068): no timer, request
// timeout or SIGTERM handler can run then. A watchdog thread notices that the main thread has
// stopped beating, says so on stderr, and kills the process, so that a supervisor restarts the
// server (and a test run fails with a reason) instead of hanging for ever.

const WATCHER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Float64Array(workerData.beat);
const label = new Uint8Array(workerData.label);
setInterval(() => {
  const silentMs = Date.now() - beat[0];
  if (silentMs < workerData.timeoutMs) return;
  const end = label.indexOf(0);
  const doing = Buffer.from(label.subarray(0, end < 0 ? label.length : end)).toString('utf8');
  writeSync(2, JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: 'event loop blocked: killing the process', silentMs, doing }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, Math.min(1000, workerData.timeoutMs / 4)); // keeps this thread alive; the thread itself is unref'd
`;

export interface Watchdog {
  /** What the process is doing now, printed if it gets stuck (e.g. the test that is running). */
  doing(label: string): void;
  stop(): Promise<void>;
}

/** Starts watching: the process is killed once its event loop has not turned for `timeoutMs`. */
export function startWatchdog(timeoutMs: number): Watchdog {
  const beat = new SharedArrayBuffer(8);
  const label = new SharedArrayBuffer(512);
  const beats = new Float64Array(beat);
  beats[0] = Date.now();
  const heart = setInterval(() => (beats[0] = Date.now()), Math.min(500, timeoutMs / 8));
  heart.unref();
  // execArgv: [] — the watcher is CommonJS whatever flags (--input-type, loaders) the process runs with.
  const watcher = new Worker(WATCHER_SOURCE, { eval: true, execArgv: [], workerData: { beat, label, timeoutMs } });
  watcher.unref();
  return {
    doing(text) {
      const bytes = new Uint8Array(label);
      bytes.fill(0);
      bytes.set(Buffer.from(text, 'utf8').subarray(0, bytes.length - 1));
    },
    async stop() {
      clearInterval(heart);
      await watcher.terminate();
    },
  };
}
