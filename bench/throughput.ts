import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { SERVER_ENTRY, startServer } from '../e2e/server.ts';
import { runAutocannon } from './autocannon.ts';
import { summarise } from './guide-search.ts';
import { isOk, newClient, outcomeLabel, send, type Target } from './load-clients.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';

// Page throughput, in under two minutes: the built production server (build/, as
// bench/pages.ts starts it) under autocannon at 10 connections, first /favicon.svg (a static
// file: the most this server and machine answer, the ceiling), then pages, each as a req/s and
// a share of that ceiling measured in the same run; then 200 clients at once, each reading pages
// one after the other, for the p99 of a page GET under that load. Traffic goes to 127.0.0.1 only.
// Prints figures; never fails on them, only on errors (an answer other than 2xx, an exception).

const CEILING = '/favicon.svg';
const PAGES = ['/', '/resources', '/resources/raccoon-in-attic'];
const CONNECTIONS = 10;
const SECONDS = 10;
const CLIENTS = 200;
const CLIENT_SECONDS = 20;
const CLIENT_PAGES = ['/', '/resources', '/find-help', '/resources/raccoon-in-attic'];
/** what a browser sends: the answers are compressed as a visitor gets them */
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

const envNumber = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const progress = (message: string) => process.stderr.write(`bench/throughput: ${message}\n`);

async function measure(url: string, path: string, connections: number, seconds: number) {
  const requests = [{ method: 'GET' as const, path, headers: HEADERS }];
  await runAutocannon({ url, connections, seconds: Math.max(1, Math.round(seconds / 5)), requests }); // warm-up
  const result = await runAutocannon({ url, connections, seconds, requests });
  return { path, perSecond: result.requests.total / result.duration, requests: result.requests.total, latency: result.latency };
}

/** `clients` people at once, each reading the pages one after the other without pause (a closed loop). */
async function manyClients(url: string, clients: number, seconds: number) {
  const target: Target = { origin: url, urls: [url] };
  const people = Array.from({ length: clients }, (_, index) => newClient(index, { id: `anonymous-${index}`, email: '', password: '' }));
  const durations: number[] = [];
  const failures = new Map<string, number>();
  const endsAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    people.map(async (person) => {
      for (let n = person.index; performance.now() < endsAt; n++) {
        const page = CLIENT_PAGES[n % CLIENT_PAGES.length]!;
        const outcome = await send(person, target, page, { headers: { 'accept-encoding': HEADERS['accept-encoding'] } });
        if (isOk(outcome)) durations.push(outcome.ms);
        else failures.set(`${page} ${outcomeLabel(outcome)}`, (failures.get(`${page} ${outcomeLabel(outcome)}`) ?? 0) + 1);
      }
    }),
  );
  return { timing: summarise(durations), seconds: (performance.now() - started) / 1000, failures };
}

async function main(run: BenchRun) {
  const connections = envNumber('BENCH_CONNECTIONS', CONNECTIONS);
  const seconds = envNumber('BENCH_SECONDS', SECONDS);
  const clients = envNumber('BENCH_CLIENTS', CLIENTS);
  if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { stdio: ['ignore', 2, 2] });
  const loadAtStart = os.loadavg();
  const server = await startServer({ NODE_ENV: 'production', PRODUCTION_CHECKS: 'warn', SESSION_SECRET: randomBytes(32).toString('base64url') });
  run.onInterrupt(() => server.stop('SIGKILL'));
  try {
    for (const path of [CEILING, ...PAGES]) {
      const response = await fetch(`${server.url}${path}`, { headers: HEADERS });
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    }
    const rows = [];
    for (const path of [CEILING, ...PAGES]) {
      progress(`${path}: ${connections} connections, ${seconds} s…`);
      rows.push(await measure(server.url, path, connections, seconds));
    }
    progress(`${clients} clients reading pages, ${CLIENT_SECONDS} s…`);
    const crowd = await manyClients(server.url, clients, CLIENT_SECONDS);
    const ceiling = rows[0]!.perSecond;
    const load = (values: number[]) => values.map((l) => l.toFixed(2)).join(', ');

    console.log('Page throughput: the built production server under load\n');
    console.log(
      runDescription(
        'the built production server (build/, NODE_ENV=production) on PGlite in a temporary DATA_DIR, sample data',
        benchCommand('bench/throughput.ts', ['BENCH_CONNECTIONS', 'BENCH_SECONDS', 'BENCH_CLIENTS']),
        `autocannon 9 in a worker thread, ${connections} connections over 127.0.0.1, a browser's Accept and Accept-Encoding headers; per path ${Math.max(1, Math.round(seconds / 5))} s warm-up, then ${seconds} s. ${CEILING} (a static file) is the ceiling: the most this server answers on this machine; each page's share of it comes from the same run. Then ${clients} clients at once, anonymous, each reading ${CLIENT_PAGES.join(', ')} in turn without pause for ${CLIENT_SECONDS} s, timed to the last byte. Load, server and client share the machine's cores; load average ${load(loadAtStart)} at the start and ${load(os.loadavg())} at the end (1, 5, 15 min)`,
      ),
    );
    console.log('');
    console.log('| path | requests | req/s | share of the ceiling | p50 ms | p99 ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      const share = row.path === CEILING ? 'the ceiling' : `${(row.perSecond / ceiling).toFixed(2)}×`;
      console.log(`| ${row.path} | ${row.requests} | ${row.perSecond.toFixed(0)} | ${share} | ${row.latency.p50} | ${row.latency.p99} |`);
    }
    console.log('');
    const t = crowd.timing;
    const failed = [...crowd.failures].map(([what, count]) => `${what}: ${count}`).join('; ');
    console.log(`| ${clients}-client load | page GETs | per second | p50 ms | p90 ms | p99 ms | max ms | not 2xx |`);
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    console.log(
      `| ${clients} anonymous clients, ${CLIENT_SECONDS} s | ${t.count} | ${(t.count / crowd.seconds).toFixed(0)} | ${ms(t.p50)} | ${ms(t.p90)} | ${ms(t.p99)} | ${ms(t.max)} | ${failed || 'none'} |`,
    );
    console.log(
      `\nautocannon rounds latencies to whole ms. The ${clients}-client row here is page reads alone; bench/reliability.ts has signed-in clients who also submit help requests.`,
    );
    if (crowd.failures.size) throw new Error(`under the ${clients}-client load: ${failed}`);
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
