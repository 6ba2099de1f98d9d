import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { BOULDER_REQUEST, createUser } from '../../../test/factories.ts';
import { localMailServer } from '../../../test/mail-server.ts';
import { parseMetrics, valueOf, type Sample } from '../../../test/prometheus.ts';
import { createTestApp, signedInAs, SITE_ORIGIN, type TestApp } from '../../../test/services.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { loadConfig } from '../../config.ts';
import { helpRequestSubmissions, providerContacts, providers } from '../../db/schema.ts';
import { enqueue } from '../../jobs/registry.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';

// GET /metrics: off without METRICS_TOKEN, refused without it or with a wrong one, and figures
// that move with what happens (a request served, a job and a mail failing against an SMTP
// server on 127.0.0.1 that refuses, a request that reached nobody), under route patterns only.

const database = useTestDatabase();
const TOKEN = 'metrics-token-for-tests-'.padEnd(40, 'x');
const HOUR_MS = 3_600_000;

let app: TestApp;
beforeAll(() => {
  app = createTestApp(database.db, { env: { METRICS_TOKEN: TOKEN } }).app;
});

async function scrape(): Promise<Sample[]> {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

const served = (samples: Sample[], route: string, status = '200', method = 'GET') =>
  valueOf(samples, 'wildline_http_request_duration_seconds_count', { method, route, status });

describe('GET /metrics', () => {
  it('gives every figure the alerting rules in docs/ read', async () => {
    const rules = readFileSync('docs/prometheus-rules.yml', 'utf8');
    const named = [...new Set(rules.match(/\bwildline_\w+/g))];
    expect(named.length).toBeGreaterThanOrEqual(3);
    const names = new Set((await scrape()).map((sample) => sample.name));
    expect(named.filter((name) => !names.has(name))).toEqual([]);
  });

  it('does not exist without METRICS_TOKEN, whoever asks', async () => {
    const { app: withoutToken } = createTestApp(database.db);
    expect((await withoutToken.request('/metrics')).status).toBe(404);
    expect((await withoutToken.request('/metrics', { headers: { Authorization: 'Bearer anything' } })).status).toBe(404);
    const { cookie } = await signedInAs(withoutToken, database.db, 'admin');
    expect((await withoutToken.request('/metrics', { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('answers only the bearer token: not without it, not a wrong one, not a session', async () => {
    const without = await app.request('/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await without.text()).not.toContain('wildline_');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      expect((await app.request('/metrics', { headers: { Authorization: authorization } })).status).toBe(401);
    }
    const { cookie } = await signedInAs(app, database.db, 'admin');
    expect((await app.request('/metrics', { headers: { Cookie: cookie } })).status).toBe(401);

    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const samples = parseMetrics(await res.text());
    // The process's own figures: the event loop's delay, and the database answered.
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(valueOf(samples, 'wildline_database_up')).toBe(1);
    // The pool is PostgreSQL's; the embedded database has one connection and none.
    expect(samples.some((s) => s.name === 'wildline_database_pool_connections')).toBe(database.engine === 'postgres');
  });

  it('counts a request served under its route pattern and status, and how long it took', async () => {
    const before = await scrape();
    expect((await app.request('/api/v1/animal-types')).status).toBe(200);
    expect((await app.request('/api/v1/issues/no-such-issue')).status).toBe(404);
    const after = await scrape();
    expect(served(after, '/api/v1/animal-types') - served(before, '/api/v1/animal-types')).toBe(1);
    expect(served(after, '/api/v1/issues/:id', '404') - served(before, '/api/v1/issues/:id', '404')).toBe(1);
    const sum = (samples: Sample[]) =>
      valueOf(samples, 'wildline_http_request_duration_seconds_sum', { method: 'GET', route: '/api/v1/animal-types', status: '200' });
    expect(sum(after)).toBeGreaterThan(sum(before));
  });

  // A page's render or a guide look-up costs tens of milliseconds on a busy machine: a tenth of the paths are those.
  it('keeps route labels to the route patterns when 1,000 different paths are asked for', { timeout: 60_000 }, async () => {
    const { app: withPages } = createTestApp(database.db, { build: await loadServerBuild(), env: { METRICS_TOKEN: TOKEN } });
    const slow = (odd: string) => [`/resources/${odd}`, `/es/resources/${odd}?q=${odd}`, `/no/such/${odd}`, `/api/v1/issues/${odd}`];
    const quick = (odd: string) => [`/api/v1/${odd}`, `/listing-documents/${odd}`, `/api/v1/${odd}/${odd}?q=${odd}`];
    const paths = Array.from({ length: 1000 }, (_, i) => {
      const odd = `${randomUUID()}-${i}`;
      return i % 10 === 0 ? slow(odd)[(i / 10) % 4]! : quick(odd)[i % 3]!;
    });
    expect(new Set(paths).size).toBe(1000);
    for (const path of paths) await withPages.request(path);
    const samples = await scrape();
    const routes = new Set(samples.filter((s) => s.name === 'wildline_http_request_duration_seconds_count').map((s) => s.labels.route!));
    expect(routes.size).toBeLessThan(20);
    expect([...routes].filter((route) => /[0-9a-f]{8}-/.test(route))).toEqual([]);
    // Pages under their pattern, the API under its route's, anything else unmatched.
    for (const route of ['/resources/:id', '/es/resources/:id', '/api/v1/issues/:id', '/listing-documents/:id', 'unmatched']) expect(routes).toContain(route);
    expect(served(samples, '/resources/:id', '404')).toBeGreaterThanOrEqual(25);
    expect(served(samples, '/listing-documents/:id', '404')).toBeGreaterThanOrEqual(300);
  });

  it('moves when a job fails and a mail fails: an SMTP server on 127.0.0.1 that refuses', async () => {
    const smtp = await localMailServer('down');
    try {
      const logger = pino({ level: 'silent' });
      const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', SMTP_URL: smtp.url });
      const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
      const before = await scrape();
      await enqueue(database.db, 'send-mail', { to: 'someone@example.org', subject: 'Reset your password', text: 'A link' }, { maxAttempts: 1 });
      await enqueue(database.db, 'send-mail', { to: 'someone@example.org', subject: 'Reset your password', text: 'A link' });
      expect(valueOf(await scrape(), 'wildline_jobs', { kind: 'send-mail', state: 'waiting' })).toBe(2);
      expect(await createWorker({ db: database.db, logger, mailer, config }, { daily: [] }).runOnce()).toBe(2);

      const after = await scrape();
      expect(valueOf(after, 'wildline_mail_failed_total') - valueOf(before, 'wildline_mail_failed_total')).toBe(2);
      // One had one try and failed for good; the other waits to be tried again (scheduled).
      expect(valueOf(after, 'wildline_jobs', { kind: 'send-mail', state: 'failed' })).toBe(1);
      expect(valueOf(after, 'wildline_jobs', { kind: 'send-mail', state: 'scheduled' })).toBe(1);
      expect(valueOf(after, 'wildline_jobs', { kind: 'send-mail', state: 'waiting' })).toBe(0);
      // Every kind is there, with nothing: an alert sees 0 rather than no series.
      expect(valueOf(after, 'wildline_jobs', { kind: 'notify-provider', state: 'failed' })).toBe(0);
      expect(after.some((s) => s.name === 'wildline_jobs' && s.labels.kind === 'notify-provider')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('says how long the oldest waiting job has waited', async () => {
    await enqueue(database.db, 'send-mail', { to: 'a@example.org', subject: 'S', text: 'T' }, { runAt: new Date(Date.now() - 600_000) });
    const samples = await scrape();
    expect(valueOf(samples, 'wildline_jobs_oldest_waiting_seconds', { kind: 'send-mail' })).toBeGreaterThanOrEqual(600);
    expect(valueOf(samples, 'wildline_jobs_oldest_waiting_seconds', { kind: 'confirm-request' })).toBe(0);
  });

  it('counts the last hour’s help requests, and those that reached nobody', async () => {
    const { cookie } = await signedInAs(app, database.db, 'user');
    const { lat: _lat, lng: _lng, responses: _responses, ...apiBody } = BOULDER_REQUEST;
    // Nobody runs a listing near Boulder in this database: the request reaches nobody.
    const submitted = await app.request('/api/v1/help-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookie },
      body: JSON.stringify(apiBody),
    });
    expect(submitted.status).toBe(201);
    let samples = await scrape();
    expect(valueOf(samples, 'wildline_help_requests_last_hour', { type: 'emergency' })).toBe(1);
    expect(valueOf(samples, 'wildline_help_requests_reached_nobody_last_hour', { type: 'emergency' })).toBe(1);
    expect(valueOf(samples, 'wildline_help_requests_reached_nobody_last_hour', { type: 'conflict' })).toBe(0);

    const member = await createUser(database.db);
    const request = { userId: member.id, city: 'Boulder', state: 'CO', zip: '80302' };
    const [told] = await database.db
      .insert(helpRequestSubmissions)
      .values([
        { ...request, type: 'conflict' },
        // Two hours ago: outside the hour.
        { ...request, type: 'conflict', createdAt: new Date(Date.now() - 2 * HOUR_MS) },
      ])
      .returning({ id: helpRequestSubmissions.id });
    // Told to a listing by e-mail (decision 048): it reached someone.
    const [listing] = await database.db
      .insert(providers)
      .values({ name: 'Told By E-mail', type: 'control', city: 'Boulder', state: 'CO', approved: true, email: 'told@example.org' })
      .returning({ id: providers.id });
    await database.db.insert(providerContacts).values({ requestId: told!.id, providerId: listing!.id, contactType: 'email' });
    samples = await scrape();
    expect(valueOf(samples, 'wildline_help_requests_last_hour', { type: 'conflict' })).toBe(1);
    expect(valueOf(samples, 'wildline_help_requests_reached_nobody_last_hour', { type: 'conflict' })).toBe(0);
  });
});
