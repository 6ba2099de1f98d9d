import http from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, listenOnLoopback, postForm, sessionCookieFor, SITE_ORIGIN } from '../test/services.ts';
import { helpRequestSubmissions, wildlifeIssues } from './db/schema.ts';
import { createOfflineGeocoder } from './lib/geocoder.ts';
import { bodyLimitFor, CSV_IMPORT_BODY_LIMIT, FILE_UPLOAD_BODY_LIMIT, FORM_BODY_LIMIT, PHOTO_UPLOAD_BODY_LIMIT } from './lib/body-limits.ts';
import { FOREIGN_ORIGIN, NOT_JSON } from './lib/json-api-guard.ts';
import { REQUEST_TIMED_OUT } from './lib/request-timeout.ts';
import { MAX_JSON_DEPTH, NESTED_TOO_DEEPLY, nestsDeeperThan, unstorableTextPath } from './lib/unreadable-input.ts';

// What stands between one request and the whole server: deep JSON, body sizes, cross-site calls,
// headers and the request time-out.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function onLoopback(app: ReturnType<typeof createTestApp>['app']) {
  const server = await listenOnLoopback(app);
  closers.push(server.close);
  return server.url;
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const rowCount = async () => (await database.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions)).length;

describe('deeply nested JSON', () => {
  it('is counted in one pass over the text, brackets inside strings left out', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(1000)}"}`)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(1000)}"}`)).toBe(false);
  });

  it('still names the path of text PostgreSQL cannot store, without copying it at every level', () => {
    expect(unstorableTextPath({ a: [{ b: 'fine' }, { c: 'nul\u0000' }] })).toBe('a.1.c');
    expect(unstorableTextPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(unstorableTextPath('\ud800')).toBe('');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toBe(Array(20_000).fill('0').join('.'));
  });

  it('is refused with a 400 problem before it is parsed, whatever the content type, while /healthz answers', async () => {
    const url = await onLoopback(createTestApp(database.db).app);
    // 30,000 deep fits the 64 KB limit; the old walk spent tens of seconds on it with the event loop blocked.
    const body = nested(30_000);
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const [refused, health] = await Promise.all([
        fetch(`${url}/api/v1/help-requests`, { method: 'POST', headers: { 'Content-Type': type }, body }),
        fetch(`${url}/healthz`),
      ]);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
      expect((await refused.json()).detail).toBe(NESTED_TOO_DEEPLY);
      expect(health.status).toBe(200);
    }
    // The probe's own 200 KB, 100,000 deep: over the size limit, refused before a byte is walked.
    const probe = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: nested(100_000) });
    expect(probe.status).toBe(413);
    expect(await rowCount()).toBe(0);
  }, 20_000);
});

/** Sends `megabytes` of body in 1 MB chunks, announced or chunked, and stops at the first answer. */
function upload(url: string, path: string, megabytes: number, announceLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (announceLength) headers['Content-Length'] = String(megabytes * chunk.length);
    const req = http.request(`${url}${path}`, { method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode!);
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const pump = () => {
      while (!answered && sent < megabytes) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('body size', () => {
  it('refuses a JSON body or a form over 64 KB with 413 and changes nothing', async () => {
    const { app } = createTestApp(database.db, { build });
    const cookie = await sessionCookieFor(createTestApp(database.db).auth, (await createUser(database.db)).id);
    const big = JSON.stringify({ description: 'x'.repeat(FORM_BODY_LIMIT) });
    const api = await app.request('/api/v1/help-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookie },
      body: big,
    });
    expect(api.status).toBe(413);
    expect(api.headers.get('content-type')).toBe('application/problem+json');
    const page = await postForm(app, '/register', { fullName: 'x'.repeat(FORM_BODY_LIMIT), email: 'big@example.org' });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain('This request is too large: we accept at most 64 KB here.');
    expect(await rowCount()).toBe(0);
  });

  it('gives a Spanish page the limit of its English one', () => {
    expect(bodyLimitFor('/es/find-help', 'multipart/form-data; boundary=x')).toBe(PHOTO_UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor('/es/claim-listing.data', 'multipart/form-data')).toBe(FILE_UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor('/es/register', 'multipart/form-data')).toBe(FORM_BODY_LIMIT);
  });

  it('refuses a body over it on a Spanish page in Spanish, with the way home in Spanish', async () => {
    const { app } = createTestApp(database.db, { build });
    const page = await postForm(app, '/es/register', { fullName: 'x'.repeat(FORM_BODY_LIMIT), email: 'big@example.org' });
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Lo que envió es demasiado grande: aquí aceptamos 64 KB como máximo.');
    expect(html).toContain('<a href="/es">Ir a la página principal</a>');
  });

  it('gives the CSV import 2 MB, and no more', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const cookie = await sessionCookieFor(auth, (await createUser(database.db, { role: 'admin' })).id);
    const csv = (bytes: number) => `name,state\n${'a'.repeat(bytes)}`;
    const within = await postForm(app, '/admin-dashboard/import', { intent: 'preview', csv: csv(FORM_BODY_LIMIT * 2) }, { Cookie: cookie });
    expect(within.status).not.toBe(413);
    const over = await postForm(app, '/admin-dashboard/import', { intent: 'preview', csv: csv(CSV_IMPORT_BODY_LIMIT) }, { Cookie: cookie });
    expect(over.status).toBe(413);
  });

  it('eight concurrent 300 MB uploads, announced or chunked, are refused without being held, while /healthz answers', async () => {
    const url = await onLoopback(createTestApp(database.db, { build }).app);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const uploads = Array.from({ length: 8 }, (_, i) => upload(url, i % 2 ? '/api/v1/help-requests' : '/find-help', 300, i < 4));
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await Promise.all(uploads)).toEqual(Array(8).fill(413));
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
  }, 60_000);
});

describe('cross-site requests to the JSON API', () => {
  const submit = (app: ReturnType<typeof createTestApp>['app'], headers: Record<string, string>, body = '{}') =>
    app.request('/api/v1/help-requests', { method: 'POST', headers, body });

  it('a call with a body that is not JSON is 415, with or without a session', async () => {
    const { app, auth } = createTestApp(database.db);
    const cookie = await sessionCookieFor(auth, (await createUser(database.db)).id);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const variants: Record<string, string>[] = [{ 'Content-Type': type }, { 'Content-Type': type, Cookie: cookie, Origin: SITE_ORIGIN }];
      for (const headers of variants) {
        const res = await submit(app, headers);
        expect(res.status).toBe(415);
        expect((await res.json()).detail).toBe(NOT_JSON);
      }
    }
    const noType = await app.request('/api/v1/issues', { method: 'POST', headers: { Cookie: cookie, Origin: SITE_ORIGIN } });
    expect(noType.status).toBe(415);
    // A DELETE has no body to type; the origin rule still holds for it (below).
    expect((await app.request('/api/v1/issues/no-such-issue', { method: 'DELETE', headers: { Cookie: cookie, Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    expect(await rowCount()).toBe(0);
  });

  it('with a session cookie, a call from another origin (another port of this host too) or from nowhere said is 403', async () => {
    const { app, auth } = createTestApp(database.db);
    const admin = await createUser(database.db, { role: 'admin' });
    const cookie = await sessionCookieFor(auth, admin.id);
    const json = { 'Content-Type': 'application/json', Cookie: cookie };
    const foreign: Record<string, string>[] = [
      { Origin: 'http://localhost:3001' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      {},
    ];
    for (const from of foreign) {
      const res = await submit(app, { ...json, ...from });
      expect(res.status).toBe(403);
      expect((await res.json()).detail).toBe(FOREIGN_ORIGIN);
      const issue = await app.request('/api/v1/issues', { method: 'POST', headers: { ...json, ...from }, body: JSON.stringify({ title: 'Forged' }) });
      expect(issue.status).toBe(403);
    }
    expect(await rowCount()).toBe(0);
    expect(await database.db.select({ id: wildlifeIssues.id }).from(wildlifeIssues)).toEqual([]);
    // Our own pages' calls pass the guard and reach the endpoint, which judges the input.
    const own: Record<string, string>[] = [{ Origin: SITE_ORIGIN }, { 'Sec-Fetch-Site': 'same-origin' }];
    for (const from of own) expect((await submit(app, { ...json, ...from })).status).toBe(400);
  });

  it('a script without a session needs no Origin, and reads need nothing', async () => {
    const { app } = createTestApp(database.db);
    // It reaches the endpoint, which judges the input (here: nothing filled in).
    expect((await submit(app, { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await app.request('/api/v1/animal-types', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('headers', () => {
  it('Permissions-Policy lets our pages ask for the location and nothing else', async () => {
    const { app } = createTestApp(database.db);
    const policy = (await app.request('/healthz')).headers.get('permissions-policy')!;
    expect(policy).toContain('geolocation=(self)');
    for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
  });

  it("a signed-in page, a page's .data and a session's JSON are private, no-store; an anonymous page is not", async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const cookie = await sessionCookieFor(auth, (await createUser(database.db)).id);
    for (const path of ['/dashboard', '/dashboard.data', '/api/v1/me', '/', '/resources.data']) {
      expect((await app.request(path, { headers: { Cookie: cookie } })).headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await app.request('/api/auth/get-session', { headers: { Cookie: cookie } })).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request('/resources.data')).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request('/about')).headers.get('cache-control')).not.toBe('private, no-store');
  });
});

describe('request time-out', () => {
  it('a page still rendering after the time-out is answered 503, its loaders told to stop, and the time-out logged with its path', async () => {
    let renderSignal: AbortSignal | undefined;
    // A build whose every render waits for ever, as a stuck query would.
    const stuck = {
      ...build,
      entry: {
        ...build.entry,
        module: { ...build.entry.module, default: (request: Request) => ((renderSignal = request.signal), new Promise<Response>(() => {})) },
      },
    } as ServerBuild;
    const { app, logLines } = createTestApp(database.db, { build: stuck, env: { REQUEST_TIMEOUT_MS: '200' } });
    const res = await app.request('/about');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toContain(REQUEST_TIMED_OUT);
    expect(renderSignal?.aborted).toBe(true);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'request timed out', path: '/about', method: 'GET', timeoutMs: 200 }));
  });

  it('an API call is answered with a 503 problem, and a quick one is untouched', async () => {
    // A place look-up that never answers, as a stuck Google Places call would.
    const geocoder = { ...createOfflineGeocoder(), suggest: () => new Promise<never>(() => {}) };
    const { app, logLines } = createTestApp(database.db, { geocoder, env: { REQUEST_TIMEOUT_MS: '200' } });
    const res = await app.request('/api/v1/places/suggestions?q=Boulder');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect((await res.json()).detail).toBe(REQUEST_TIMED_OUT);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'request timed out', path: '/api/v1/places/suggestions' }));
    expect((await app.request('/api/v1/animal-types')).status).toBe(200);
  });
});
