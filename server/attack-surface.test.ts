import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { changedTables, databaseDigest } from '../test/permissions/database-digest.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, postForm, sessionCookieFor, signedInAs, SITE_ORIGIN, wizardCookie } from '../test/services.ts';
import { accountWithTwoFactor } from '../test/two-factor.ts';
import { helpRequestSubmissions, outbox, users } from './db/schema.ts';
import { eq } from 'drizzle-orm';
import { allowErrorLogsMentioning } from '../test/error-logs.ts';
import { ACCOUNT_WAITING } from './auth/attempt-limits.ts';

// The attack surface: sign-in throttling, security headers and cookie flags,
// cross-site form posts, and user enumeration, on the production build served in process.
// e2e/server-process.test.ts proves the cross-site refusal on a real server, and
// e2e/accounts.test.ts the throttling as a person meets it.

const database = useTestDatabase();
const EVIL = 'https://evil.example';
const CLIENT_DIR = path.resolve('build/client');
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));

/** The clock stands still: a wait of a second is still running at the next request, however slow the machine. */
function withStillClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('sign-in throttling: wrong passwords slow the guesser, never lock the owner out', () => {
  withStillClock();

  it('after 3 wrong passwords from one address its next try waits, saying when; the owner at another address signs in at once', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const target = await createUser(database.db);
    const guesser = fromClient('203.0.113.1');
    for (let i = 0; i < 3; i++) expect((await postForm(app, '/login', { email: target.email, password: `wrong-${i}` }, guesser)).status).toBe(401);
    const refused = await postForm(app, '/login', { email: target.email, password: TEST_PASSWORD }, guesser);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts. Please try again in 1 minute.');
    expect(sessionCookies(refused)).toEqual([]);
    // The wait was the guessing address's: the owner elsewhere is not slowed.
    const owner = await postForm(app, '/login', { email: target.email, password: TEST_PASSWORD }, fromClient('198.51.100.2'));
    expect(owner.status).toBe(302);
    expect(sessionCookies(owner)).toHaveLength(1);
    // And a second later the first address may try again.
    vi.advanceTimersByTime(1000);
    expect((await postForm(app, '/login', { email: target.email, password: TEST_PASSWORD }, guesser)).status).toBe(302);
  });

  it('one address failing at 20 accounts waits before the next, whatever the account', async () => {
    // Right passwords are not counted against an address (attempt-limits.test.ts), so the many
    // people behind a library's or a carrier's address sign in as ever: nobody may be locked out of
    // help.
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const library = fromClient('192.0.2.80');
    const person = await createUser(database.db);
    for (let i = 0; i < 20; i++)
      expect((await postForm(app, '/login', { email: `nobody-${i}@example.org`, password: 'wrong-password' }, library)).status).toBe(401);
    const refused = await postForm(app, '/login', { email: person.email, password: TEST_PASSWORD }, library);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts. Please try again in 1 minute.');
    expect(sessionCookies(refused)).toEqual([]);
  }, 120_000); // 20-odd password checks (scrypt, ~200 ms each idle): seconds on a busy 2-core machine

  it("better-auth's own sign-in endpoint slows one address guessing many accounts too", async () => {
    const { app } = createTestApp(database.db);
    // A different e-mail each time, so that only the count per IP address is met.
    for (let i = 0; i < 20; i++)
      expect((await postJson(app, '/api/auth/sign-in/email', { email: `nobody-${i}@example.org`, password: 'wrong-password' })).status).toBe(401);
    const refused = await postJson(app, '/api/auth/sign-in/email', { email: 'nobody-20@example.org', password: 'wrong-password' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(sessionCookies(refused)).toEqual([]);
  });
});

function postJson(app: ReturnType<typeof createTestApp>['app'], url: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  // better-auth's endpoints take posts from the configured BASE_URL's origin (server/http.ts).
  return app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...headers },
    body: JSON.stringify(body),
  });
}

/** As our load balancer forwards it: whatever the client put in X-Forwarded-For, then the address it saw. */
const fromClient = (address: string, spoofed?: string) => ({ 'X-Forwarded-For': spoofed ? `${spoofed}, ${address}` : address });

const mailsTo = async (email: string) => (await database.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, email))).map((m) => m.text);

describe('limits per e-mail, whichever door and client address', () => {
  withStillClock();

  it("after 10 wrong passwords from 10 addresses, counting the login page's, a guessing address waits on both doors, untold until when; the owner elsewhere signs in", async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const [target, bystander] = [await createUser(database.db), await createUser(database.db)];
    // Four wrong passwords on the page, six on the API (one in capitals), each from a new address.
    for (let i = 0; i < 4; i++)
      expect((await postForm(app, '/login', { email: target.email, password: `wrong-${i}` }, fromClient(`203.0.113.${i}`))).status).toBe(401);
    for (let i = 4; i < 10; i++) {
      const email = i === 9 ? target.email.toUpperCase() : target.email;
      expect((await postJson(app, '/api/auth/sign-in/email', { email, password: `wrong-${i}` }, fromClient(`203.0.113.${i}`))).status).toBe(401);
    }
    // An address that has been guessing is held up by the account's wait, and not told until when (docs/decisions/052).
    const refused = await postJson(app, '/api/auth/sign-in/email', { email: target.email, password: TEST_PASSWORD }, fromClient('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(((await refused.json()) as { message: string }).message).toBe(ACCOUNT_WAITING);
    expect(sessionCookies(refused)).toEqual([]);
    const page = await postForm(app, '/login', { email: target.email, password: TEST_PASSWORD }, fromClient('203.0.113.5'));
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBeNull();
    expect(await page.text()).toContain('Too many wrong passwords have been tried for this account.');
    // Another account signs in from there; this one from an address that has not been guessing, on either door.
    expect((await postJson(app, '/api/auth/sign-in/email', { email: bystander.email, password: TEST_PASSWORD }, fromClient('203.0.113.1'))).status).toBe(200);
    expect((await postForm(app, '/login', { email: target.email, password: TEST_PASSWORD }, fromClient('198.51.100.2'))).status).toBe(302);
    expect((await postJson(app, '/api/auth/sign-in/email', { email: target.email, password: TEST_PASSWORD }, fromClient('198.51.100.1'))).status).toBe(200);
  });

  it('a burst of parallel guesses from many addresses that have failed before gets no more than 10 past the count', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const target = await createUser(database.db);
    // Each address has one failure of its own (elsewhere), so none is let past as an address without failures.
    for (let i = 0; i < 12; i++)
      await postJson(app, '/api/auth/sign-in/email', { email: 'nobody@example.org', password: 'wrong' }, fromClient(`203.0.113.${i}`));
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(app, '/api/auth/sign-in/email', { email: target.email, password: `wrong-${i}` }, fromClient(`203.0.113.${i}`)),
      ),
    );
    expect(guesses.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(401), ...Array<number>(2).fill(429)]);
  }, 120_000); // 24 password checks (scrypt, ~200 ms each idle)

  it('a client-chosen left-most X-Forwarded-For entry gives no fresh budget per IP: the address the proxy appended counts', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const guess = (i: number, address = '198.51.100.7') =>
      postJson(app, '/api/auth/sign-in/email', { email: `nobody-${i}@example.org`, password: 'wrong-password' }, fromClient(address, `203.0.113.${i}`));
    for (let i = 0; i < 20; i++) expect((await guess(i)).status, `guess ${i}`).toBe(401);
    expect((await guess(20)).status).toBe(429);
    expect((await guess(21, '198.51.100.8')).status).toBe(401);
  }, 120_000); // 20-odd password checks (scrypt, ~200 ms each idle): seconds on a busy 2-core machine

  it("better-auth's reset endpoint mails an address at most 3 times an hour, from any address, and the page then refuses it too", async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const user = await createUser(database.db);
    for (let i = 0; i < 3; i++) {
      const email = i === 2 ? user.email.toUpperCase() : user.email;
      expect((await postJson(app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, fromClient(`203.0.113.${i}`))).status).toBe(
        200,
      );
    }
    const refused = await postJson(app, '/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' }, fromClient('198.51.100.1'));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many attempts. Please try again in 60 minutes.');
    const page = await postForm(app, '/forgot-password', { email: user.email }, fromClient('198.51.100.2'));
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Too many attempts. Please try again in 60 minutes.');
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('the forgot-password page mails an address at most 3 times an hour, answering alike for a known and an unknown e-mail', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const user = await createUser(database.db);
    for (let i = 0; i < 5; i++) {
      const known = await postForm(app, '/forgot-password', { email: user.email }, fromClient(`203.0.113.${i}`));
      const unknown = await postForm(app, '/forgot-password', { email: 'nobody@example.org' }, fromClient(`198.51.100.${i}`));
      expect(unknown.status, `request ${i}`).toBe(known.status);
      expect(known.status, `request ${i}`).toBe(i < 3 ? 200 : 429);
      const html = comparable(await known.text());
      expect(comparable(await unknown.text()), `request ${i}`).toBe(html);
      expect(html).toContain(
        i < 3 ? 'If an account exists for this email, a password reset link has been sent.' : 'Too many attempts. Please try again in 60 minutes.',
      );
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('registering an address that has an account mails its owner at most 3 times an hour, answering as for a new account every time', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    const owner = await createUser(database.db);
    const register = (email: string, address: string) =>
      postForm(
        app,
        '/register',
        { firstName: 'Robin', lastName: 'Quill', email, password: 'heron-marsh-2025', confirmPassword: 'heron-marsh-2025', acceptTerms: 'on' },
        fromClient(address),
      );
    for (let i = 0; i < 5; i++) {
      const fresh = await register(`fresh-${i}@example.org`, `198.51.100.${i}`);
      const taken = await register(owner.email, `203.0.113.${i}`);
      expect(taken.status, `attempt ${i}`).toBe(fresh.status);
      expect(taken.headers.get('location'), `attempt ${i}`).toBe(fresh.headers.get('location'));
      expect(comparable(await taken.text()), `attempt ${i}`).toBe(comparable(await fresh.text()));
      expect(sessionCookies(taken)).toEqual([]);
    }
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain('tried to create a Wildline account with this e-mail address, which already has one');
  });
});

/** The headers every answer carries (server/http.ts secureHeaders). */
function expectSecurityHeaders(res: Response, where: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${where}: a CSP`).not.toBe('');
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, `${where}: CSP ${directive}`).toContain(directive);
  }
  expect(csp, `${where}: scripts only from us or with the nonce`).toMatch(/script-src 'self' 'nonce-[\w+/=-]+'(;|$)/);
  expect(csp, `${where}: no inline scripts without the nonce`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), where).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
  expect(res.headers.get('cross-origin-resource-policy'), where).toBe('same-origin');
  expect(res.headers.get('x-request-id') ?? '', where).toMatch(/^[\w-]{8,}$/);
}

describe('security headers', () => {
  it('are on pages, API answers, static assets and error pages; HSTS in production only', async () => {
    const { app } = createTestApp(database.db, { build, clientDir: CLIENT_DIR });
    // The last-resort error page, for a failure outside React Router (a route added ahead of it).
    const bare = createTestApp(database.db).app;
    bare.get('/test-explode', () => {
      throw new Error('boom');
    });
    allowErrorLogsMentioning('boom');
    const asset = readdirSync(path.join(CLIENT_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const answers: [string, typeof app, string | Request, number][] = [
      ['home page', app, '/', 200],
      ['login page', app, '/login', 200],
      ['API answer', app, '/api/v1/animal-types', 200],
      ['API refusal', app, '/api/v1/users', 401],
      ['API 404', app, '/api/v1/no-such-thing', 404],
      ['static asset', app, `/assets/${asset}`, 200],
      ['favicon', app, '/favicon.svg', 200],
      ['page 404', app, '/no-such-page', 404],
      [
        'unreadable form',
        app,
        new Request('http://localhost/login', { method: 'POST', headers: { Origin: IN_PROCESS_ORIGIN, 'Content-Type': 'application/json' }, body: '{}' }),
        415,
      ],
      ['server error page', bare, '/test-explode', 500],
    ];
    for (const [what, server, request, status] of answers) {
      const res = await server.request(request);
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
    }
    const production = createTestApp(database.db, { build, production: true, baseUrl: 'https://wildline.example' }).app;
    expect((await production.request('/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // Served over plain HTTP (a box on a LAN, `npm start` on a laptop): no promise of HTTPS it cannot keep.
    const overHttp = createTestApp(database.db, { build, production: true, baseUrl: 'http://wildline.lan:3000' }).app;
    expect((await overHttp.request('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it("every script in a page carries the page's nonce, so the CSP lets ours run and no other", async () => {
    const { app } = createTestApp(database.db, { build });
    const res = await app.request('/find-help');
    const nonce = (res.headers.get('content-security-policy') ?? '').match(/'nonce-([^']+)'/)![1]!;
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe('cookies', () => {
  it('the session cookie is HttpOnly, SameSite=Lax and for the whole site, and Secure behind https in production', async () => {
    const user = await createUser(database.db);
    const local = await postForm(createTestApp(database.db, { build }).app, '/login', { email: user.email, password: TEST_PASSWORD });
    const [cookie] = sessionCookies(local);
    expect(cookie).toMatch(/^wildline\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Secure/i);

    const production = createTestApp(database.db, { build, production: true, baseUrl: 'https://wildline.example' }).app;
    const deployed = await postForm(production, '/login', { email: user.email, password: TEST_PASSWORD });
    const [secure] = sessionCookies(deployed);
    expect(secure).toMatch(/^__Secure-wildline\.session_token=/);
    for (const flag of [/; Secure/i, /; HttpOnly/i, /; SameSite=Lax/i, /; Path=\/(;|$)/]) expect(secure).toMatch(flag);
  });

  it("the wizard's draft cookie is HttpOnly, SameSite=Lax and Secure behind https in production", async () => {
    // Set by the first answer, or by a later step reached without one.
    const local = createTestApp(database.db, { build }).app;
    const localCookie = /^wildline\.wizard=[\w-]{36}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/;
    expect((await postForm(local, '/find-help', { type: 'emergency' })).headers.getSetCookie()).toEqual([expect.stringMatching(localCookie)]);
    expect((await local.request('/find-help?type=emergency&step=2')).headers.getSetCookie()).toEqual([expect.stringMatching(localCookie)]);
    const production = createTestApp(database.db, { build, production: true, baseUrl: 'https://wildline.example' }).app;
    const secure = /; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/;
    expect((await postForm(production, '/find-help', { type: 'emergency' })).headers.getSetCookie()).toEqual([expect.stringMatching(secure)]);
    expect((await production.request('/find-help?type=emergency&step=2')).headers.getSetCookie()).toEqual([expect.stringMatching(secure)]);
  });
});

describe('the session token', () => {
  it('never leaves the server in a JSON answer, only in the httpOnly cookie: not from get-session, nor from a sign-in', async () => {
    const { app } = createTestApp(database.db);
    const user = await createUser(database.db);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookies(signIn)[0]!.split(';')[0]!;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(16);
    const signInText = await signIn.text();
    expect(JSON.parse(signInText)).toMatchObject({ user: { email: user.email } });
    expect(signInText).not.toContain(token);
    const session = await app.request('/api/auth/get-session', { headers: { Cookie: cookie } });
    const sessionText = await session.text();
    expect(JSON.parse(sessionText)).toMatchObject({ user: { email: user.email }, session: { userId: user.id } });
    expect(sessionText).not.toContain(token);
    expect(sessionText).not.toContain('"token"');
  });
});

describe('cross-site form posts (CSRF)', () => {
  it('every page action refuses a post from another site, setting no cookie and changing nothing', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const admin = await createUser(database.db, { role: 'admin' });
    const cookie = await sessionCookieFor(auth, admin.id);
    const digest = await databaseDigest(database.db);
    const before = await digest();
    const actions = Object.values(build.routes).filter((r) => r?.path && (r.module as { action?: unknown }).action);
    expect(actions.length).toBeGreaterThan(20);
    for (const route of actions) {
      const url = `/${route!.path!.replace(/:\w+/g, '00000000-0000-0000-0000-000000000000')}`;
      // Another site, a sandboxed frame or a privacy tool (`null`), or no address at all: refused,
      // and logged as a refusal (warn), not as our fault (error, which fails this test).
      for (const origin of [EVIL, 'null', 'not an origin', 'http://[::1']) {
        const res = await postForm(app, url, { email: admin.email, password: TEST_PASSWORD, intent: 'delete', name: 'x' }, { Origin: origin, Cookie: cookie });
        expect(res.status, `POST ${url} from ${origin}`).toBe(400);
        expect(res.headers.getSetCookie(), `POST ${url} from ${origin}`).toEqual([]);
      }
    }
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("better-auth's endpoints refuse a post from another site, setting no cookie (login CSRF)", async () => {
    const { app, auth } = createTestApp(database.db);
    const user = await createUser(database.db);
    const cookie = await sessionCookieFor(auth, user.id);
    const digest = await databaseDigest(database.db);
    const before = await digest();
    const posts: [string, Record<string, string>][] = [
      ['/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD }],
      ['/api/auth/sign-up/email', { email: 'planted@example.org', password: 'heron-marsh-2025', name: 'Planted' }],
      ['/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' }],
      ['/api/auth/sign-out', {}],
      ['/api/auth/revoke-sessions', {}],
    ];
    for (const [url, body] of posts) {
      // A foreign page's form sends a "simple" request: no preflight, so the server must refuse it.
      for (const [type, encoded] of [
        ['application/x-www-form-urlencoded', new URLSearchParams(body).toString()],
        ['application/json', JSON.stringify(body)],
      ]) {
        for (const withCookie of [false, true]) {
          const res = await app.request(url, {
            method: 'POST',
            headers: { Origin: EVIL, 'Content-Type': type!, ...(withCookie ? { Cookie: cookie } : {}) },
            body: encoded,
          });
          expect(res.status, `POST ${url} (${type}) from ${EVIL}`).toBe(403);
          expect(res.headers.getSetCookie(), `POST ${url} from ${EVIL}`).toEqual([]);
        }
      }
    }
    expect(changedTables(before, await digest())).toEqual([]);
    expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

/** A page's HTML without what differs between any two requests (the CSP nonce, request ids). */
const comparable = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid');

describe('no user enumeration', () => {
  it('asking for a reset link answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { app } = createTestApp(database.db, { build });
    const user = await createUser(database.db);
    const known = await postForm(app, '/forgot-password', { email: user.email });
    const unknown = await postForm(app, '/forgot-password', { email: 'nobody@example.org' });
    expect(unknown.status).toBe(known.status);
    const [knownHtml, unknownHtml] = [comparable(await known.text()), comparable(await unknown.text())];
    expect(knownHtml).toContain('If an account exists for this email, a password reset link has been sent.');
    expect(unknownHtml).toBe(knownHtml);
    expect((await database.db.select({ to: outbox.to }).from(outbox)).map((m) => m.to)).toEqual([user.email]);
  });

  it('registering with an e-mail that has an account answers as for a new one, without a session, and tells the owner by e-mail', async () => {
    const { app } = createTestApp(database.db, { build });
    const owner = await createUser(database.db, { fullName: 'Original Owner' });
    const register = (email: string, js: boolean) =>
      postForm(app, js ? '/register.data' : '/register', {
        firstName: 'Robin',
        lastName: 'Quill',
        email,
        password: 'heron-marsh-2025',
        confirmPassword: 'heron-marsh-2025',
        acceptTerms: 'on',
        ...(js ? { _js: '1' } : {}),
      });
    for (const js of [false, true]) {
      const fresh = await register(`fresh-${js}@example.org`, js);
      const taken = await register(owner.email, js);
      expect(taken.status, `JavaScript ${js ? 'on' : 'off'}`).toBe(fresh.status);
      expect(taken.headers.get('location')).toBe(fresh.headers.get('location'));
      expect(comparable(await taken.text())).toBe(comparable(await fresh.text()));
      expect(sessionCookies(fresh)).toHaveLength(1);
      expect(sessionCookies(taken)).toEqual([]);
    }
    // The account is untouched, and its owner knows someone tried.
    const [account] = await database.db.select({ name: users.fullName }).from(users).where(eq(users.email, owner.email));
    expect(account!.name).toBe('Original Owner');
    const mail = await database.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, owner.email));
    expect(mail).toHaveLength(2);
    expect(mail[0]!.text).toContain('tried to create a Wildline account with this e-mail address, which already has one');
  });

  it('registering on the Spanish page with an e-mail that has an account tells the owner in Spanish, with links to the Spanish pages', async () => {
    const { app } = createTestApp(database.db, { build });
    const owner = await createUser(database.db);
    const taken = await postForm(app, '/es/register', {
      firstName: 'Robin',
      lastName: 'Quill',
      email: owner.email,
      password: 'heron-marsh-2025',
      confirmPassword: 'heron-marsh-2025',
      acceptTerms: 'on',
    });
    expect(taken.status).toBeLessThan(500);
    const [mail] = await database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, owner.email));
    expect(mail!.subject).toBe('Su cuenta de Wildline');
    expect(mail!.text).toContain('Alguien, quizá usted, intentó crear una cuenta de Wildline con esta dirección de correo electrónico, que ya tiene una.');
    expect(mail!.text).toMatch(/inicie sesión en https?:\/\/[^/\s]+\/es\/login o elija una contraseña nueva en https?:\/\/[^/\s]+\/es\/forgot-password\./);
    expect(mail!.text).not.toMatch(/tried to create|\/login,/);
  });

  it("the wizard's sign-up with an e-mail that has an account asks the person to sign in, and sends nothing (docs/decisions/007)", async () => {
    const { app } = createTestApp(database.db, { build });
    const owner = await createUser(database.db);
    const draft = { Cookie: wizardCookie('5c4b3a29-1807-4f6e-9d5c-4b3a29180706') };
    const steps: [number, Record<string, string>][] = [
      [1, { type: 'conflict' }],
      [2, { city: 'Boulder', state: 'CO', zip: '80302' }],
      [3, { animalType: 'Raccoon', situationDetails: 'A raccoon is living in the attic.' }],
    ];
    for (const [step, form] of steps) expect((await postForm(app, `/find-help?type=conflict&step=${step}`, form, draft)).status).toBe(302);
    const res = await postForm(
      app,
      '/find-help?type=conflict&step=4',
      {
        mode: 'register',
        firstName: 'Robin',
        lastName: 'Quill',
        email: owner.email,
        phone: '303-555-0100',
        password: 'heron-marsh-2025',
        confirmPassword: 'heron-marsh-2025',
        acceptTerms: 'on',
      },
      draft,
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('There is already an account with this e-mail address: choose Login above to sign in and send your request.');
    expect(sessionCookies(res)).toEqual([]);
    expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);
  });
});

describe('holding resources open', () => {
  it('a burst of event streams opened at once with one session gets 5, the rest 429, and the site still answers', async () => {
    const { app, auth } = createTestApp(database.db);
    const cookie = await sessionCookieFor(auth, (await createUser(database.db)).id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.request('/api/v1/events', { headers: { Cookie: cookie } })));
    try {
      expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(25);
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await Promise.all(answers.map((res) => res.body?.cancel()));
    }
  });
});

describe('two-factor sign-in', () => {
  it('a code seen once cannot be replayed: a burst of sign-ins all sending it gets one session', async () => {
    const { app, auth } = createTestApp(database.db);
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db);
    const code = await codeAt(setupStep + 1);
    const pending: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await postJson(app, '/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
      pending.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    const answers = await Promise.all(pending.map((cookie) => postJson(app, '/api/auth/two-factor/verify-totp', { code }, { Cookie: cookie })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(answers.flatMap(sessionCookies)).toHaveLength(1);
  });

  it('guesses at the code spread over 12 sign-ins and 12 addresses, sent at once to the page, get 10 codes checked for the account', async () => {
    const { app, auth } = createTestApp(database.db, { build, trustProxy: true });
    const { user } = await accountWithTwoFactor(auth, database.db);
    const pending: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postForm(app, '/login', { email: user.email, password: TEST_PASSWORD }, fromClient(`198.51.100.${i}`));
      pending.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    const answers = await Promise.all(
      pending.map((cookie, i) => postForm(app, '/login/two-factor', { code: String(i).padStart(6, '0') }, { Cookie: cookie, ...fromClient(`192.0.2.${i}`) })),
    );
    const pages = await Promise.all(answers.map((res) => res.text()));
    expect(pages.filter((page) => page.includes('That code is not right, or it has expired.'))).toHaveLength(10);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(2);
    expect(answers.flatMap(sessionCookies)).toEqual([]);
  }, 60_000); // 12 password checks (scrypt) on a busy machine
});

describe('scripts against the public API', () => {
  it('a burst of place searches sent at once from one address (a bill-runner) gets 120 through, the rest 429 with Retry-After', async () => {
    const { app } = createTestApp(database.db);
    const answers = await Promise.all(Array.from({ length: 130 }, () => app.request('/api/v1/places/suggestions?q=80302')));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(120);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused.every((res) => Number(res.headers.get('retry-after')) > 0)).toBe(true);
  });
});

describe("better-auth's own endpoints", () => {
  it('those that change an account are closed over HTTP: a signed-in provider renaming, re-phoning, re-mailing or deleting through them gets 404 and nothing changes', async () => {
    const { app, cookie } = await signedInAs(createTestApp(database.db).app, database.db, 'provider');
    const digest = await databaseDigest(database.db);
    const before = await digest();
    const posts: [string, Record<string, string>][] = [
      ['/api/auth/update-user', { name: 'N'.repeat(101) }],
      ['/api/auth/update-user', { phone: '<script>alert(1)</script>' }],
      ['/api/auth/change-email', { newEmail: 'taken-over@example.org' }],
      ['/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'fawn-rescue-7-otter' }],
      ['/api/auth/delete-user', { password: TEST_PASSWORD }],
      ['/api/auth/revoke-other-sessions', {}],
      ['/api/auth/two-factor/enable', { password: TEST_PASSWORD }],
    ];
    for (const [url, body] of posts) expect((await postJson(app, url, body, { Cookie: cookie })).status, url).toBe(404);
    expect(changedTables(before, await digest())).toEqual([]);
    expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
