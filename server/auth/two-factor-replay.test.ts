import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, type TestApp } from '../../test/services.ts';
import { accountWithTwoFactor } from '../../test/two-factor.ts';

// A code from the authenticator app is taken once (RFC 6238 §5.2): whoever saw it
// over a shoulder, in a proxy's log or in a phished form cannot sign in with it again while it
// is still fresh, on our page or on better-auth's own endpoint, nor with an older one.

const database = useTestDatabase();
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

/** better-auth's endpoints take posts from the site's origin (BASE_URL's default). */
const postJson = (app: TestApp, path: string, body: unknown, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
const cookiesSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));

/** The password step through better-auth's endpoint: the cookies of a sign-in waiting for its code. */
async function pendingSignIn(app: TestApp, email: string) {
  const res = await postJson(app, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesSet(res);
}

describe('a code from the authenticator app', () => {
  it("signs in once; the same code again is refused, on better-auth's endpoint and on the page, and makes no session", async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db);
    const code = await codeAt(setupStep + 1);

    const first = await postJson(app, '/api/auth/two-factor/verify-totp', { code }, await pendingSignIn(app, user.email));
    expect(first.status).toBe(200);
    expect(sessionCookies(first)).toHaveLength(1);

    const again = await postJson(app, '/api/auth/two-factor/verify-totp', { code }, await pendingSignIn(app, user.email));
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'CODE_ALREADY_USED' });
    expect(sessionCookies(again)).toEqual([]);

    const page = await postForm(app, '/login/two-factor', { code }, { Cookie: await pendingSignIn(app, user.email) });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('That code has already been used. Wait for the next code in your authenticator app.');
    expect(sessionCookies(page)).toEqual([]);
  });

  it('that confirmed turning two-factor sign-in on cannot then sign in', async () => {
    const { app, auth } = createTestApp(database.db);
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db);

    const res = await postJson(app, '/api/auth/two-factor/verify-totp', { code: await codeAt(setupStep) }, await pendingSignIn(app, user.email));
    expect(res.status).toBe(401);
    expect(sessionCookies(res)).toEqual([]);
  });

  it('older than the last one taken is refused, though it was never used and is still within the window', async () => {
    const { app, auth } = createTestApp(database.db);
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db, { setupOffset: -1 });
    const [unused, newer] = [setupStep + 1, setupStep + 2];

    expect((await postJson(app, '/api/auth/two-factor/verify-totp', { code: await codeAt(newer) }, await pendingSignIn(app, user.email))).status).toBe(200);
    const older = await postJson(app, '/api/auth/two-factor/verify-totp', { code: await codeAt(unused) }, await pendingSignIn(app, user.email));
    expect(older.status).toBe(401);
    expect(sessionCookies(older)).toEqual([]);
  });

  it('sent twice at once, on two sign-ins, signs in only one of them', async () => {
    const { app, auth } = createTestApp(database.db);
    const { user, setupStep, codeAt } = await accountWithTwoFactor(auth, database.db);
    const code = await codeAt(setupStep + 1);
    const pending = [await pendingSignIn(app, user.email), await pendingSignIn(app, user.email)];

    const answers = await Promise.all(pending.map((cookie) => postJson(app, '/api/auth/two-factor/verify-totp', { code }, cookie)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    expect(answers.flatMap(sessionCookies)).toHaveLength(1);
  });
});
