import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import webpush from 'web-push';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { makeSignature } from 'better-auth/crypto';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { createAuth } from '../server/auth/auth.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/client.ts';
import { createHttpApp } from '../server/http.ts';
import { createOfflineGeocoder, type Geocoder } from '../server/lib/geocoder.ts';
import { createMailer } from '../server/lib/mailer.ts';
import { createRealtime } from '../server/lib/realtime.ts';
import { createMatcher } from '../server/features/matching/kept-matches.ts';
import { DRAFT_COOKIE, signedDraftId } from '../server/features/help-requests/draft-id.ts';
import type { Role } from '../common/roles.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { watchErrorLogs, type LogLine } from './error-logs.ts';

// An in-process HTTP app over a test database, with its JSON log lines captured. With `build`
// (test/server-build.ts) it serves the pages too, with `clientDir` (build/client) the static
// assets; `production` runs it as deployed, behind `baseUrl` when given; `trustProxy` as behind
// a load balancer (TRUST_PROXY); `env` sets any other configuration variable.
const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();
export const TEST_SESSION_SECRET = 'x'.repeat(32);

/** The wizard's draft cookie as the test app makes it (signed: docs/decisions/053), for a draft id of the test's choosing. */
export const wizardCookie = (draftId: string = randomUUID()) => `${DRAFT_COOKIE}=${signedDraftId(TEST_SESSION_SECRET, draftId)}`;

export function createTestApp(
  db: Db,
  overrides: {
    isReady?: () => Promise<boolean>;
    geocoder?: Geocoder;
    build?: ServerBuild;
    production?: boolean;
    baseUrl?: string;
    clientDir?: string;
    trustProxy?: boolean;
    env?: Record<string, string>;
  } = {},
) {
  const logLines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: overrides.production ? 'production' : 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    // Given, as the secret is: nothing is generated into a data directory the tests do not have.
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    DATA_DIR: '/nonexistent-unused',
    BASE_URL: overrides.baseUrl,
    TRUST_PROXY: overrides.trustProxy ? 'true' : undefined,
    // Tests write straight to the database and read at once: on PostgreSQL the change is heard
    // a moment later, so kept pages are tested on their own (server/lib/page-cache.test.ts).
    PAGE_CACHE: 'false',
    ...overrides.env,
  });
  const logger = pino({ level: 'info' }, sink);
  watchErrorLogs(logLines);
  const mailer = createMailer({ db, logger, from: config.mailFrom });
  const auth = createAuth({ db, config, mailer });
  const geocoder = overrides.geocoder ?? createOfflineGeocoder();
  const realtime = createRealtime(db, logger);
  const match = createMatcher({ db, realtime, keep: config.pageCache });
  const app = createHttpApp({
    db,
    config,
    logger,
    mailer,
    auth,
    geocoder,
    realtime,
    match,
    build: overrides.build,
    clientDir: overrides.clientDir,
    isReady: overrides.isReady ?? (async () => true),
  });
  return { app, logLines, config, auth, realtime, match };
}

/** The app on a real socket on 127.0.0.1, for what only a connection shows (streamed bodies, a blocked event loop). */
export async function listenOnLoopback(app: TestApp): Promise<{ url: string; close: () => Promise<void> }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as Server).closeAllConnections();
      }),
  };
}

export type TestApp = ReturnType<typeof createTestApp>['app'];

/** The site's own origin (BASE_URL's default): better-auth and the JSON API take a signed-in post only from it. */
export const SITE_ORIGIN = 'http://localhost:3000';

/** Where in-process requests are made: the pages check a form's Origin against it. */
export const IN_PROCESS_ORIGIN = 'http://localhost';

/** Posts a form as a page's <form> does (URL-encoded, same origin); a list is sent as repeated fields. */
export function postForm(app: TestApp, path: string, form: Record<string, string | readonly string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  return app.request(path, {
    method: 'POST',
    headers: { Origin: IN_PROCESS_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: body.toString(),
  });
}

/** Posts a multipart form with a file, as a page's file form does (same origin); the browser's content type for the file is `type`. */
export function postFile(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; bytes: Uint8Array; type?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  return app.request(path, { method: 'POST', headers: { Origin: IN_PROCESS_ORIGIN, ...headers }, body: form });
}

/** A new user of the role, signed in through the API: the app, their session cookie and the user. */
export async function signedInAs(app: TestApp, db: Db, role: Role) {
  const user = await createUser(db, { role });
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('wildline.session_token='))!
    .split(';')[0]!;
  return { app, cookie, user };
}

/**
 * A session cookie for an existing user, made the way better-auth makes one after a sign-in but
 * without checking the password (scrypt costs ~200 ms a time): for tests that need many sessions.
 */
export async function sessionCookieFor(auth: ReturnType<typeof createTestApp>['auth'], userId: string): Promise<string> {
  const ctx = await auth.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const signed = `${session.token}.${await makeSignature(session.token, ctx.secret)}`;
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}
