import type { Context } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The figures GET /metrics gives a monitoring system (README "Operating", docs/decisions/054),
// in Prometheus' text format through prom-client. Two kinds:
// - what this process did (requests served, pages kept, matching, mail and pushes sent, event
//   streams open, its event loop and memory): counted here as it happens, summed across
//   processes by whoever scrapes them;
// - what the database holds (jobs, help requests, the connection pool): read at each scrape
//   (server/features/operations/metrics.ts), the same from every process.
//
// One set per process, kept on globalThis: the production build bundles its own copy of this
// module, and integration tests put the build's pages in front of an app made from the source;
// two copies would count apart and register every name twice (as requestContext, server/context.ts).

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createProcessMetrics() {
  const registry = new Registry();
  // CPU, memory, handles, garbage collection and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'wildline_http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern (never the raw path) and status, with the seconds until each answer began; _count is the number of requests',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'wildline_page_cache_requests_total',
      help: 'Pages for anonymous visitors answered from the kept pages (hit) or rendered and kept (miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    matchingSeconds: new Histogram({
      name: 'wildline_matching_duration_seconds',
      help: 'Time to work out which listings can help, against the database (kept answers are not counted)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    mailSent: new Counter({
      name: 'wildline_mail_sent_total',
      help: 'Mail handed to the SMTP server (via="smtp"), or only written to the outbox and the log (via="log")',
      labelNames: ['via'] as const,
      registers,
    }),
    mailFailed: new Counter({ name: 'wildline_mail_failed_total', help: 'Tries to hand a mail to the SMTP server that failed (each is retried)', registers }),
    pushSent: new Counter({ name: 'wildline_push_sent_total', help: 'Browser notifications a push service accepted', registers }),
    pushFailed: new Counter({
      name: 'wildline_push_failed_total',
      help: 'Browser notifications a push service refused or did not answer (a subscription it reports gone is not counted)',
      registers,
    }),
    eventStreamsOpen: new Gauge({ name: 'wildline_event_streams_open', help: 'Live-update streams (GET /api/v1/events) open in this process', registers }),
    jobs: new Gauge({
      name: 'wildline_jobs',
      help: 'Background jobs by kind and state: waiting (due, not yet taken), scheduled (due later, as a retry), running, failed (for good, kept 30 days)',
      labelNames: ['kind', 'state'] as const,
      registers,
    }),
    jobsOldestWaitingSeconds: new Gauge({
      name: 'wildline_jobs_oldest_waiting_seconds',
      help: 'How long the oldest job of each kind has been due and not taken (0: none waiting)',
      labelNames: ['kind'] as const,
      registers,
    }),
    helpRequestsLastHour: new Gauge({
      name: 'wildline_help_requests_last_hour',
      help: 'Help requests submitted in the last hour, by type',
      labelNames: ['type'] as const,
      registers,
    }),
    helpRequestsReachedNobodyLastHour: new Gauge({
      name: 'wildline_help_requests_reached_nobody_last_hour',
      help: 'Help requests of the last hour that reached nobody (server/features/help-requests/reached-nobody.ts), by type',
      labelNames: ['type'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'wildline_database_up',
      help: "1 when the database answered this scrape's questions, 0 when it did not (the database's figures are then left out)",
      registers,
    }),
    databasePoolConnections: new Gauge({
      name: 'wildline_database_pool_connections',
      help: "This process's PostgreSQL connections, in use or idle (not reported on the embedded database, which has one and no pool)",
      labelNames: ['state'] as const,
      registers,
    }),
    databasePoolWaiting: new Gauge({
      name: 'wildline_database_pool_waiting',
      help: 'Queries of this process waiting for a PostgreSQL connection',
      registers,
    }),
  };
  // Every series an alert compares is there from the start, at 0: an absent one compares as nothing.
  for (const via of ['smtp', 'log'] as const) metrics.mailSent.inc({ via }, 0);
  for (const result of ['hit', 'miss'] as const) metrics.pageCache.inc({ result }, 0);
  return metrics;
}

export type ProcessMetrics = ReturnType<typeof createProcessMetrics>;

const KEY = Symbol.for('wildline.metrics');
const holder = globalThis as { [KEY]?: ProcessMetrics };

/** This process's figures, made on first use. */
export const processMetrics = (): ProcessMetrics => (holder[KEY] ??= createProcessMetrics());

/** Runs `work`, timing it as matching. */
export async function timeMatching<T>(work: () => Promise<T>): Promise<T> {
  const done = processMetrics().matchingSeconds.startTimer();
  try {
    return await work();
  } finally {
    done();
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts a request once its answer is made: under its route's pattern (server/lib/route-label.ts), and whether a kept page answered it. */
export function observeRequest(c: Context, route: string, seconds: number): void {
  const metrics = processMetrics();
  const method = METHODS.has(c.req.method) ? c.req.method : 'other';
  metrics.httpRequestSeconds.observe({ method, route, status: String(c.res.status) }, seconds);
  // The page cache marks what it answered or kept (server/lib/page-cache.ts).
  const kept = c.res.headers.get('x-page-cache');
  if (kept === 'hit' || kept === 'miss') metrics.pageCache.inc({ result: kept });
}
