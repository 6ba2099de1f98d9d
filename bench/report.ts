import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_POSTGRES, describeMachine, gitCommit, postgresVersion } from './machine.ts';
import { runBenchmark, type BenchRun } from './run.ts';

// `npm run bench`: builds the app, runs every benchmark one after the other as its own process
// (the same environment, so BENCH_* settings apply to all), and writes bench/REPORT.md: the
// machine, the commit, the date and the command, then each benchmark's tables as it printed
// them. Timings never fail the run; a benchmark that fails (the reliability benchmark's data
// checks, the Lighthouse comparison's checks, an error) is marked in the report, the others
// still run, and the exit code is 1.

const REPORT = path.resolve('bench/REPORT.md');

interface Bench {
  title: string;
  script: string;
  npmScript: string;
  /** what to read in its figures */
  reading: string;
  /** why it does not run this time, if it does not */
  skip?: () => string | undefined;
  /** added to the environment it runs in */
  env?: Record<string, string>;
}

const BENCHES: Bench[] = [
  {
    title: 'Page weight',
    script: 'bench/pages.ts',
    npmScript: 'bench:pages',
    reading: 'JS gzip is what a phone downloads before a page responds to taps; HTML gzip is the page itself, server-rendered.',
  },
  {
    // Right after the page weights, on a quiet machine: the other benchmarks leave servers and
    // databases cooling down behind them.
    title: 'Page throughput',
    script: 'bench/throughput.ts',
    npmScript: 'bench:throughput',
    reading:
      "Each page's share of the ceiling (a static file served by the same server in the same run) is what the page itself costs; the 200-client row is how long a page takes to arrive when many people read at once.",
  },
  {
    title: 'Guide search',
    script: 'bench/guide-search.ts',
    npmScript: 'bench:guide',
    reading: "Search p99 is what the slowest searches in the guide's search box cost; the SQL-only rows show how much of it is the query.",
  },
  {
    title: 'Provider matching and submissions',
    script: 'bench/matching.ts',
    npmScript: 'bench:matching',
    reading:
      'Matching p99 under load is what the wizard waits for at its location step; submissions per second (PostgreSQL only) is how many help requests the service stores at once.',
  },
  {
    // Submissions are measured on PostgreSQL only: without BENCH_DATABASE_URL, the matching
    // benchmark runs a second time on the local server when it answers (as the reliability
    // benchmark's two-server part does).
    title: 'Provider matching and submissions on PostgreSQL',
    script: 'bench/matching.ts',
    npmScript: 'bench:matching',
    reading:
      'The same as above on a PostgreSQL server, with help requests submitted concurrently through the service the wizard calls: submissions per second and their p99.',
    env: { BENCH_DATABASE_URL: DEFAULT_POSTGRES },
    skip: () =>
      process.env.BENCH_DATABASE_URL
        ? "not run again: the section above ran on BENCH_DATABASE_URL's PostgreSQL, submissions included"
        : postgresAnswers
          ? undefined
          : `skipped: no PostgreSQL server answered at ${new URL(DEFAULT_POSTGRES).host}`,
  },
  {
    title: 'Large uploads and memory',
    script: 'bench/uploads.ts',
    npmScript: 'bench:uploads',
    reading:
      "Peak − before is what bursts of 44 MB photo uploads cost the server's memory; the answers show how many were taken and how many were refused at once (upload slots, the decoding queue).",
  },
  {
    title: 'Reliability: load, a crash and two servers',
    script: 'bench/reliability.ts',
    npmScript: 'bench:reliability',
    reading:
      'The data checks are what matter: no acknowledged request lost or stored twice, every notification job done once, sessions and events shared by two servers. They fail the run; the latencies do not.',
  },
  {
    title: 'Lighthouse: server-rendered pages and a client-rendered baseline',
    script: 'bench/lighthouse.ts',
    npmScript: 'bench:lighthouse',
    reading:
      "The LCP columns side by side are server rendering's effect: how much sooner the main content shows on a mid-range phone on slow 4G (the table says when the two versions' largest paints are not the same element).",
    skip: () => (process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? 'skipped (BENCH_SKIP_LIGHTHOUSE=1)' : undefined),
  },
];

interface Outcome {
  bench: Bench;
  status: string;
  failed: boolean;
  output: string;
  seconds: number;
}

let postgresAnswers = false;
let current: ChildProcess | undefined;
/** The signal that interrupted this run, passed on to the benchmark in progress (and only to it); no other starts after it. */
let interruptedBy: NodeJS.Signals | undefined;

/** Runs one benchmark; its figures (stdout) are captured and shown as they come, its progress (stderr) passes through. */
function runOne(bench: Bench): Promise<Outcome> {
  const started = performance.now();
  process.stderr.write(`\nbench/report: ${bench.title} (${bench.script})…\n`);
  return new Promise((resolve) => {
    // Its own process group: Ctrl-C reaches this process alone, which passes it on once, so the
    // benchmark's cleanup (dropping its database, killing its servers) runs once and whole.
    const child = spawn(process.execPath, ['--import', 'tsx', bench.script], {
      env: { ...process.env, ...bench.env },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    current = child;
    const killChild = () => child.kill('SIGKILL');
    process.on('exit', killChild);
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    const done = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      current = undefined;
      process.off('exit', killChild);
      const failed = code !== 0;
      resolve({
        bench,
        failed,
        status: error ? `FAILED to start: ${error.message}` : failed ? `FAILED (${signal ?? `exit code ${code}`})` : 'ok',
        output: Buffer.concat(chunks).toString().trimEnd(),
        seconds: (performance.now() - started) / 1000,
      });
    };
    child.once('error', (error) => done(null, null, error));
    child.once('exit', (code, signal) => done(code, signal));
  });
}

/** Ctrl-C or SIGTERM: the benchmark in progress gets the same signal and cleans up, then this process ends. */
function stopCurrent(): Promise<void> {
  const child = current;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(interruptedBy ?? 'SIGTERM');
  });
}

function command() {
  const settings = Object.keys(process.env)
    .filter((name) => name.startsWith('BENCH_') && process.env[name])
    .sort()
    .map((name) => `${name}=${name === 'BENCH_DATABASE_URL' ? redact(process.env[name]!) : process.env[name]} `);
  return `${settings.join('')}${process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : 'npx tsx bench/report.ts'}`;
}

/** A database URL without its password. */
function redact(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '…';
    return parsed.toString();
  } catch {
    return '…';
  }
}

/** How to run one benchmark alone, as it ran here. */
const benchCommandOf = (bench: Bench) =>
  `${Object.entries(bench.env ?? {})
    .map(([name, value]) => `${name}=${name === 'BENCH_DATABASE_URL' ? redact(value) : value} `)
    .join('')}npm run ${bench.npmScript}`;

const minutes = (seconds: number) => (seconds < 90 ? `${seconds.toFixed(0)} s` : `${(seconds / 60).toFixed(1)} min`);

function render(header: [string, string][], outcomes: Outcome[], totalSeconds: number) {
  const lines = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` (bench/report.ts); every figure below comes from the one run described here. Run the same command to compare; each benchmark also runs alone (\`npm run bench:…\`). Timings never fail a run; data checks do.`,
    '',
    '| | |',
    '|---|---|',
    ...header.map(([name, value]) => `| ${name} | ${value.replace(/\|/g, '\\|')} |`),
    '',
    '| benchmark | command | result | took |',
    '|---|---|---|---:|',
    ...outcomes.map(
      (o) => `| [${o.bench.title}](#${anchor(o.bench.title)}) | \`${benchCommandOf(o.bench)}\` | ${o.status} | ${o.seconds ? minutes(o.seconds) : '–'} |`,
    ),
    '',
  ];
  for (const o of outcomes) {
    lines.push(`## ${o.bench.title}`, '', `\`${benchCommandOf(o.bench)}\` (${o.bench.script}): ${o.status}. ${o.bench.reading}`, '');
    if (o.output) lines.push('```text', o.output, '```', '');
  }
  lines.push(`The whole run took ${minutes(totalSeconds)}.`, '');
  return lines.join('\n');
}

const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

async function main(run: BenchRun) {
  run.onInterrupt(stopCurrent);
  const started = performance.now();
  const date = new Date().toISOString();
  const machine = await describeMachine();
  postgresAnswers = (await postgresVersion(DEFAULT_POSTGRES)) !== undefined;
  // The pages, the reliability servers and Lighthouse measure build/: build it from the source measured.
  process.stderr.write('bench/report: npm run build…\n');
  execSync('npm run build', { stdio: ['ignore', 2, 2] });
  const outcomes: Outcome[] = [];
  for (const bench of BENCHES) {
    if (interruptedBy) return; // no report from half a run
    const skipped = bench.skip?.();
    outcomes.push(skipped ? { bench, status: skipped, failed: false, output: '', seconds: 0 } : await runOne(bench));
  }
  if (interruptedBy) return;
  const totalSeconds = (performance.now() - started) / 1000;
  const header: [string, string][] = [
    ['command', `\`${command()}\``],
    ['commit', gitCommit()],
    ['date', date],
    ...machine,
    [
      'load average at the end',
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', '),
    ],
  ];
  writeFileSync(REPORT, render(header, outcomes, totalSeconds));
  const failed = outcomes.filter((o) => o.failed);
  process.stderr.write(
    `\nbench/report: wrote ${path.relative(process.cwd(), REPORT)}${failed.length ? `; FAILED: ${failed.map((o) => o.bench.script).join(', ')}` : ''}\n`,
  );
  if (failed.length) process.exitCode = 1;
}

// Before runBenchmark's own handlers, which call stopCurrent at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (interruptedBy = signal));
await runBenchmark(import.meta.url, main);
