import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// How every benchmark runs as a script: its main only when its file is the one node was started
// with (other benchmarks import its helpers), exit code 1 on an error, and Ctrl-C that still
// cleans up (drops the PostgreSQL database, kills the servers it started) before the process
// ends with that signal.

export interface BenchRun {
  /** `cleanup` runs if the benchmark is interrupted, last registered first; the result unregisters it. */
  onInterrupt(cleanup: () => unknown): () => void;
}

/** Runs `main` if `moduleUrl` (the caller's import.meta.url) is the script node was started with. */
export async function runBenchmark(moduleUrl: string, main: (run: BenchRun) => Promise<void>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const cleanups: (() => unknown)[] = [];
  // Set by Ctrl-C: work in flight then fails on the closed database, which is no error of its own.
  let interrupted = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    interrupted = true;
    console.error(`${signal}: cleaning up…`);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // the next cleanup matters more than this one's error
      }
    }
    process.kill(process.pid, signal); // the handler ran once: this signal now ends the process
  };
  const onSignalSync = (signal: NodeJS.Signals) => void onSignal(signal);
  process.once('SIGINT', onSignalSync);
  process.once('SIGTERM', onSignalSync);
  try {
    await main({
      onInterrupt(cleanup) {
        cleanups.push(cleanup);
        return () => {
          const at = cleanups.indexOf(cleanup);
          if (at >= 0) cleanups.splice(at, 1);
        };
      },
    });
  } catch (error) {
    if (!interrupted) console.error(error);
    process.exitCode = 1;
  } finally {
    if (!interrupted) {
      process.off('SIGINT', onSignalSync);
      process.off('SIGTERM', onSignalSync);
    }
  }
}

/** `npx tsx <script>` with the BENCH_* settings of this run (the database URL elided). */
export function benchCommand(script: string, settings: string[] = []): string {
  const set = settings.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]} `);
  return `${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : ''}${set.join('')}npx tsx ${script}`;
}

/** The table each benchmark's figures start with, so that runs can be compared. */
export function runDescription(engine: string, command: string, method: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    '| | |',
    '|---|---|',
    `| machine | ${cpu}, ${os.cpus().length} cores, ${os.platform()} ${os.release()}, Node ${process.version} |`,
    `| engine | ${engine} |`,
    `| date | ${new Date().toISOString()} |`,
    `| command | \`${command}\` |`,
    `| method | ${method} |`,
  ].join('\n');
}
