import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { LAST_ADMIN, WRONG_PASSWORD } from './delete-account.ts';

// /account's "Download my data" and "Delete my account" as a browser without JavaScript uses
// them (production build, in process): a file to save, and a form that signs the person out.
const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function signedIn(role: 'user' | 'admin' = 'user') {
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db, { role, fullName: 'Robin Sparrowhawk' });
  const cookie = await sessionCookieFor(auth, user.id);
  const deleteAccount = (password: string) => postForm(app, '/account', { intent: 'delete-account', deletePassword: password }, { Cookie: cookie });
  return { app, user, cookie, deleteAccount };
}

describe('downloading one’s data', () => {
  it('is a link on /account to a JSON attachment that is never cached', async () => {
    const { app, user, cookie } = await signedIn();
    const page = await app.request('/account', { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('href="/account/data"');

    const res = await app.request('/account/data', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="wildline-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = (await res.json()) as { account: { email: string; fullName: string } };
    expect(data.account).toMatchObject({ email: user.email, fullName: 'Robin Sparrowhawk' });
  });

  it('sends a visitor to sign in first', async () => {
    const { app } = createTestApp(database.db, { build });
    const res = await app.request('/account/data');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?returnUrl=%2Faccount%2Fdata');
  });
});

describe('deleting one’s account from /account', () => {
  it('refuses a wrong password next to the field, still signed in', async () => {
    const { app, cookie, deleteAccount } = await signedIn();
    const res = await deleteAccount('not-the-password');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="field-deletePassword"[^>]*aria-invalid="true"/);
    expect(pageText(html)).toContain(WRONG_PASSWORD);
    expect((await app.request('/account', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('signs the person out and lands on the home page, which says the account is deleted', async () => {
    const { app, cookie, deleteAccount } = await signedIn();
    const res = await deleteAccount(TEST_PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?account=deleted');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('wildline.session_token='))).toMatch(/Max-Age=0/);
    // The old cookie opens nothing any more.
    expect((await app.request('/account', { headers: { Cookie: cookie } })).headers.get('location')).toBe('/login?returnUrl=%2Faccount');
    const home = pageText(await (await app.request('/?account=deleted')).text());
    expect(home).toContain('Your account has been deleted and you are signed out on every device.');
  });

  it('tells the last administrator why not, in the error summary', async () => {
    const { deleteAccount } = await signedIn('admin');
    const res = await deleteAccount(TEST_PASSWORD);
    expect(res.status).toBe(409);
    expect(pageText(await res.text())).toContain(LAST_ADMIN);
  });
});
