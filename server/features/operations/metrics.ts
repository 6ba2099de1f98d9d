import { createHash, timingSafeEqual } from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppServices } from '../../context.ts';
import { connectionPool, type Db } from '../../db/client.ts';
import { helpRequestSubmissions } from '../../db/schema.ts';
import type { HttpEnv } from '../../http.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { processMetrics, type ProcessMetrics } from '../../lib/metrics.ts';
import { problem } from '../../lib/problem.ts';
import { englishOnly } from '../../../common/i18n.ts';
import { reachedNobody } from '../help-requests/reached-nobody.ts';
import { jobFigures } from './job-figures.ts';

// GET /metrics (README "Operating", docs/decisions/054): Prometheus' text format, off unless
// METRICS_TOKEN is set, and then answered only to that bearer token. Sessions open nothing
// here. The process's own counts come from server/lib/metrics.ts; what the database holds is
// read now, so every process answers the same for it.

const HOUR_MS = 3_600_000;
const REQUEST_TYPES = ['emergency', 'conflict'] as const;
const NOT_THE_TOKEN = englishOnly('GET /metrics needs the Authorization header "Bearer <METRICS_TOKEN>".');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token, compared in constant time (hashed first, so lengths give nothing away either). */
function hasToken(c: Context, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

async function readDatabaseFigures(db: Db, metrics: ProcessMetrics, now: Date) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [jobs, requests] = await Promise.all([
    jobFigures(db, now),
    db
      .select({
        type: helpRequestSubmissions.type,
        submitted: sql<number>`count(*)::int`,
        reachedNobody: sql<number>`(count(*) filter (where ${reachedNobody()}))::int`,
      })
      .from(helpRequestSubmissions)
      .where(gt(helpRequestSubmissions.createdAt, hourAgo))
      .groupBy(helpRequestSubmissions.type),
  ]);
  for (const figures of jobs) {
    for (const state of ['waiting', 'scheduled', 'running', 'failed'] as const) metrics.jobs.set({ kind: figures.kind, state }, figures[state]);
    metrics.jobsOldestWaitingSeconds.set({ kind: figures.kind }, figures.oldestWaitingSeconds);
  }
  for (const type of REQUEST_TYPES) {
    const row = requests.find((r) => r.type === type);
    metrics.helpRequestsLastHour.set({ type }, Number(row?.submitted ?? 0));
    metrics.helpRequestsReachedNobodyLastHour.set({ type }, Number(row?.reachedNobody ?? 0));
  }
}

export function metricsRoutes({ db, config, logger }: Pick<AppServices, 'db' | 'config' | 'logger'>) {
  return new Hono<HttpEnv>().get('/metrics', async (c) => {
    if (!config.metricsToken) return c.notFound();
    if (!hasToken(c, config.metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return problem(c, 401, NOT_THE_TOKEN);
    }
    const metrics = processMetrics();
    // A kind or a type with nothing now says 0, not last scrape's figure.
    for (const gauge of [metrics.jobs, metrics.jobsOldestWaitingSeconds, metrics.helpRequestsLastHour, metrics.helpRequestsReachedNobodyLastHour])
      gauge.reset();
    try {
      await readDatabaseFigures(db, metrics, clockNow());
      metrics.databaseUp.set(1);
    } catch (error) {
      // The process's own figures still go out; the database being down is one of them.
      logger.warn({ err: error }, 'metrics: the database did not answer');
      metrics.databaseUp.set(0);
    }
    const pool = connectionPool(db);
    if (pool) {
      metrics.databasePoolConnections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      metrics.databasePoolConnections.set({ state: 'idle' }, pool.idleCount);
      metrics.databasePoolWaiting.set(pool.waitingCount);
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
