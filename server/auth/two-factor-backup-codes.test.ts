import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, type TestApp } from '../../test/services.ts';
import { accountWithTwoFactor } from '../../test/two-factor.ts';

// Two-factor sign-in with a backup code: whoever has lost the phone with their
// authenticator app signs in with one of the codes shown when they turned it on, each once.
// On /login/two-factor of the production build, served in process, as a form posts it.

const database = useTestDatabase();
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

/** An administrator who has turned on two-factor sign-in, with the backup codes it showed. */
async function adminWithTwoFactor(auth: ReturnType<typeof createTestApp>['auth']) {
  const { user: admin, backupCodes } = await accountWithTwoFactor(auth, database.db);
  return { admin, backupCodes };
}

const cookiesSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));

/** The password step on /login (its form carries the flow, such as a returnUrl): the right password, then the way to the second step. */
async function passwordStep(app: TestApp, email: string, query = '') {
  const res = await postForm(app, '/login', { email, password: TEST_PASSWORD, flow: query.slice(1) });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/login/two-factor${query}`);
  expect(sessionCookies(res)).toEqual([]);
  return cookiesSet(res);
}

describe('signing in with a backup code', () => {
  it('a backup code signs in once; the second time it is refused and no session is made', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const { admin, backupCodes } = await adminWithTwoFactor(auth);
    const [code] = backupCodes;

    const first = await postForm(app, '/login/two-factor?backup=1', { code: code! }, { Cookie: await passwordStep(app, admin.email) });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/admin-dashboard');
    expect(sessionCookies(first)).toHaveLength(1);
    const me = await app.request('/api/v1/me', { headers: { Cookie: cookiesSet(first) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: admin.email } });

    const again = await postForm(app, '/login/two-factor?backup=1', { code: code! }, { Cookie: await passwordStep(app, admin.email) });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('That backup code is not right, or it has already been used. Please try again.');
    expect(sessionCookies(again)).toEqual([]);
  });

  it('takes another code as typed, without its dash, on either form, and goes where the sign-in was going', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const { admin, backupCodes } = await adminWithTwoFactor(auth);
    const typed = ` ${backupCodes[1]!.replace('-', ' ')} `;
    const query = '?returnUrl=%2Faccount';

    const res = await postForm(app, `/login/two-factor${query}`, { code: typed }, { Cookie: await passwordStep(app, admin.email, query) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account');
    expect(sessionCookies(res)).toHaveLength(1);
  });

  it('refuses what is neither kind of code, saying what to type', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const { admin } = await adminWithTwoFactor(auth);
    const pending = await passwordStep(app, admin.email);

    const backup = await postForm(app, '/login/two-factor?backup=1', { code: 'abc-12' }, { Cookie: pending });
    expect(backup.status).toBe(400);
    expect(await backup.text()).toContain('Enter one of your backup codes: ten letters and digits, such as a1b2c-3d4e5');
    const app6 = await postForm(app, '/login/two-factor', { code: '12345' }, { Cookie: pending });
    expect(app6.status).toBe(400);
    expect(await app6.text()).toContain('Enter the 6-digit code from your authenticator app');
  });
});

describe('the two-factor page', () => {
  it('offers a backup code instead of the app, and back, keeping where the sign-in was going', async () => {
    const { app } = createTestApp(database.db, { build });
    const appPage = await (await app.request('/login/two-factor?returnUrl=%2Faccount')).text();
    expect(appPage).toMatch(/<label[^>]*>Code<\/label>/);
    expect(appPage).toContain('href="/login/two-factor?returnUrl=%2Faccount&amp;backup=1"');
    expect(appPage).toContain('Lost your phone? Use a backup code instead');

    const backupPage = await (await app.request('/login/two-factor?returnUrl=%2Faccount&backup=1')).text();
    expect(backupPage).toMatch(/<label[^>]*>Backup code<\/label>/);
    expect(backupPage).toContain('Each code works once.');
    // Without JavaScript the form posts to this address, so the action knows which code is asked for.
    expect(backupPage).toMatch(/<form[^>]*action="\/login\/two-factor\?returnUrl=%2Faccount&amp;backup=1"/);
    expect(backupPage).toContain('href="/login/two-factor?returnUrl=%2Faccount"');
  });
});
