import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { chromiumPath } from '../e2e/chromium.ts';

// What bench/REPORT.md says about where and from what its figures came, so that two runs can be
// compared: the machine, the software the benchmarks drive, and the commit measured.

/** The PostgreSQL server benchmarks use when BENCH_DATABASE_URL names none (as bench/reliability.ts does). */
export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function osName() {
  try {
    return /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type();
  } catch {
    return os.type();
  }
}

/** The PostgreSQL server's version, or undefined when none answers. */
export async function postgresVersion(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The commit measured, and whether the working tree differed from it. */
export function gitCommit(): string {
  const commit = run('git', ['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return 'unknown (not a git checkout)';
  const subject = run('git', ['log', '-1', '--format=%s']) ?? '';
  const changed = run('git', ['status', '--porcelain'])?.split('\n').filter(Boolean).length ?? 0;
  return `${commit} "${subject}"${changed ? `, and ${changed} uncommitted change(s) in the working tree (git status)` : ''}`;
}

/** The version line of the Chromium the browser benchmarks drive. */
export function chromiumVersion(): string {
  // Debian's wrapper prints a warning line first.
  return run(chromiumPath(), ['--version'])?.split('\n').pop() ?? `not found at ${chromiumPath()}`;
}

/** Rows of the report's first table. */
export async function describeMachine(): Promise<[string, string][]> {
  const cpus = os.cpus();
  const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES;
  const postgres = await postgresVersion(postgresUrl);
  const pglite = (JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }).version;
  return [
    ['CPU', `${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`],
    ['memory', `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`],
    ['OS', `${osName()}, ${os.type()} ${os.release()} (${os.arch()})`],
    ['Node', process.version],
    [
      'PostgreSQL',
      postgres
        ? `${postgres} at ${new URL(postgresUrl).host}${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL: every benchmark that takes a database)' : " (submissions, and the reliability benchmark's two servers; the rest on PGlite)"}`
        : 'none answered (submissions and the two-server part of the reliability benchmark are skipped)',
    ],
    ['PGlite', `@electric-sql/pglite ${pglite}`],
    ['Chromium', chromiumVersion()],
    [
      'load average at the start',
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ') + ' (1, 5, 15 min; the machine may be shared)',
    ],
  ];
}
