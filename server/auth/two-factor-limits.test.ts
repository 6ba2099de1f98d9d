import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, type TestApp } from '../../test/services.ts';
import { accountWithTwoFactor } from '../../test/two-factor.ts';
import { TWO_FACTOR_CODES_PER_ACCOUNT, TWO_FACTOR_CODES_PER_SIGN_IN } from './two-factor-limits.ts';

// Guessing the second factor: whoever has the password gets 5 codes per sign-in and
// 10 per account in 15 minutes, app codes and backup codes together, whatever their address, so
// a million possible codes stay out of reach. Limits per address sit at each door besides.

const database = useTestDatabase();
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

const WRONG = { totp: '000000', backup: 'zzzzz-zzzzz' } as const;
const SIGN_IN_AGAIN = 'You have entered too many wrong codes. To keep your account safe, sign in again with your password.';

const cookiesSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));
const signInCookieCleared = (res: Response) => res.headers.getSetCookie().some((c) => /^wildline\.two_factor=;/.test(c) && /Max-Age=0/i.test(c));
/** Each request from its own address (the app trusts the proxy's X-Forwarded-For): only the limits per sign-in and per account are met. */
let addresses = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `203.0.113.${++addresses % 250}` });

function postJson(app: TestApp, path: string, body: unknown, cookie?: string) {
  const headers = { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...fromNewAddress(), ...(cookie ? { Cookie: cookie } : {}) };
  return app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The password step on better-auth's endpoint: the cookies of a sign-in waiting for its code. */
async function pendingSignIn(app: TestApp, email: string) {
  const res = await postJson(app, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesSet(res);
}

const tryCode = (app: TestApp, kind: 'totp' | 'backup', code: string, pending: string) =>
  postJson(app, kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code', { code }, pending);

/** The password step on /login: the cookies of a sign-in waiting for its code. */
async function pendingOnPage(app: TestApp, email: string) {
  const res = await postForm(app, '/login', { email, password: TEST_PASSWORD }, fromNewAddress());
  expect(res.headers.get('location')).toBe('/login/two-factor');
  return cookiesSet(res);
}

describe('per sign-in', () => {
  it('five wrong codes spend it: the right code is then refused, its cookie is cleared and the page says to sign in again', async () => {
    const { app, auth } = createTestApp(database.db, { build, trustProxy: true });
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db);
    const pending = await pendingOnPage(app, user.email);
    for (let i = 0; i < TWO_FACTOR_CODES_PER_SIGN_IN; i++) {
      const wrong = await postForm(app, '/login/two-factor', { code: WRONG.totp }, { Cookie: pending, ...fromNewAddress() });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('That code is not right, or it has expired. Please try again.');
    }

    const right = await postForm(app, '/login/two-factor', { code: await codeAt(setupStep + 1) }, { Cookie: pending, ...fromNewAddress() });
    expect(right.status).toBe(429);
    const page = await right.text();
    expect(page).toContain(SIGN_IN_AGAIN);
    expect(page).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in again<\/a>/);
    expect(signInCookieCleared(right)).toBe(true);
    expect(sessionCookies(right)).toEqual([]);
    // A client that keeps the cookie anyway gets nowhere with it.
    expect((await tryCode(app, 'totp', await codeAt(setupStep + 1), pending)).status).toBe(401);

    // A new sign-in with the password is all it takes.
    const again = await postForm(
      app,
      '/login/two-factor',
      { code: await codeAt(setupStep + 1) },
      { Cookie: await pendingOnPage(app, user.email), ...fromNewAddress() },
    );
    expect(again.status).toBe(302);
    expect(sessionCookies(again)).toHaveLength(1);
  });

  it('wrong backup codes count alike, together with app codes, and keep the where-to-go of the sign-in on the way back', async () => {
    const { app, auth } = createTestApp(database.db, { build, trustProxy: true });
    const { user, backupCodes } = await accountWithTwoFactor(auth, database.db);
    const query = '?returnUrl=%2Faccount';
    const pending = await pendingOnPage(app, user.email);
    for (let i = 0; i < TWO_FACTOR_CODES_PER_SIGN_IN; i++) {
      const kind = i % 2 ? 'totp' : 'backup';
      expect(
        (
          await postForm(
            app,
            `/login/two-factor${kind === 'backup' ? `${query}&backup=1` : query}`,
            { code: WRONG[kind] },
            { Cookie: pending, ...fromNewAddress() },
          )
        ).status,
      ).toBe(401);
    }

    const right = await postForm(app, `/login/two-factor${query}&backup=1`, { code: backupCodes[0]! }, { Cookie: pending, ...fromNewAddress() });
    expect(right.status).toBe(429);
    const page = await right.text();
    expect(page).toContain(SIGN_IN_AGAIN);
    expect(page).toMatch(/<a[^>]*href="\/login\?returnUrl=%2Faccount"[^>]*>Sign in again<\/a>/);
    expect(sessionCookies(right)).toEqual([]);
  });
});

describe('per account', () => {
  it('10 codes across its sign-ins, app or backup, from any address: then even the right code is refused for 15 minutes, on the endpoint and the page', async () => {
    const { app, auth } = createTestApp(database.db, { build, trustProxy: true });
    const { user, setupStep, codeAt, backupCodes } = await accountWithTwoFactor(auth, database.db);
    for (const kind of ['totp', 'backup'] as const) {
      const pending = await pendingSignIn(app, user.email);
      for (let i = 0; i < TWO_FACTOR_CODES_PER_SIGN_IN; i++) expect((await tryCode(app, kind, WRONG[kind], pending)).status).toBe(401);
    }
    expect(TWO_FACTOR_CODES_PER_ACCOUNT.limit).toBe(2 * TWO_FACTOR_CODES_PER_SIGN_IN);

    const refused = await tryCode(app, 'totp', await codeAt(setupStep + 1), await pendingSignIn(app, user.email));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^(8\d\d|900)$/);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(sessionCookies(refused)).toEqual([]);
    expect((await tryCode(app, 'backup', backupCodes[0]!, await pendingSignIn(app, user.email))).status).toBe(429);

    const page = await postForm(
      app,
      '/login/two-factor',
      { code: await codeAt(setupStep + 1) },
      { Cookie: await pendingOnPage(app, user.email), ...fromNewAddress() },
    );
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain('Too many attempts. Please try again in 15 minutes.');
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in again<\/a>/);
    expect(sessionCookies(page)).toEqual([]);
  });

  it('a right code clears the count: the person who mistyped signs in, and later mistakes start from nothing', async () => {
    const { app, auth } = createTestApp(database.db, { trustProxy: true });
    const { user, setupStep, codeAt, backupCodes } = await accountWithTwoFactor(auth, database.db);
    const spent = await pendingSignIn(app, user.email);
    for (let i = 0; i < 5; i++) expect((await tryCode(app, 'totp', WRONG.totp, spent)).status).toBe(401);
    const pending = await pendingSignIn(app, user.email);
    for (let i = 0; i < 4; i++) expect((await tryCode(app, 'totp', WRONG.totp, pending)).status).toBe(401);
    // The 10th code of the 15 minutes, and the right one.
    expect((await tryCode(app, 'totp', await codeAt(setupStep + 1), pending)).status).toBe(200);

    const later = await pendingSignIn(app, user.email);
    for (let i = 0; i < 5; i++) expect((await tryCode(app, 'backup', WRONG.backup, later)).status).toBe(401);
    const signedIn = await tryCode(app, 'backup', backupCodes[0]!, await pendingSignIn(app, user.email));
    expect(signedIn.status).toBe(200);
    expect(sessionCookies(signedIn)).toHaveLength(1);
  });

  it('a burst of guesses sent at once, one on each of 12 sign-ins, gets no more than 10 of them checked', async () => {
    const { app, auth } = createTestApp(database.db, { trustProxy: true });
    const { user } = await accountWithTwoFactor(auth, database.db);
    const signIns = TWO_FACTOR_CODES_PER_ACCOUNT.limit + 2;
    const pending: string[] = [];
    for (let i = 0; i < signIns; i++) pending.push(await pendingSignIn(app, user.email));

    const answers = await Promise.all(pending.map((cookie, i) => tryCode(app, 'totp', String(i).padStart(6, '0'), cookie)));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { code?: string }[];
    expect(bodies.filter((body) => body.code === 'INVALID_CODE').length).toBeLessThanOrEqual(TWO_FACTOR_CODES_PER_ACCOUNT.limit);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(signIns - TWO_FACTOR_CODES_PER_ACCOUNT.limit);
  }, 60_000); // 12 password checks (scrypt) on a busy machine
});
