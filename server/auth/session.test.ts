import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/services.ts';
import { actorFromRequest } from './session.ts';

// Who is asking (decision 023): a request without a session cookie is anonymous without asking
// better-auth (and so the database); one with a cookie is looked up as before.
const database = useTestDatabase();
const ORIGIN = 'http://localhost:3000';

async function signIn(app: ReturnType<typeof createTestApp>['app'], email: string) {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('wildline.session_token='));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(';')[0]!;
}

afterEach(() => vi.restoreAllMocks());

describe('the actor behind a request', () => {
  it('without a session cookie: anonymous, and no session lookup', async () => {
    const { auth } = createTestApp(database.db);
    const getSession = vi.spyOn(auth.api, 'getSession');
    for (const headers of [new Headers(), new Headers({ cookie: 'theme=dark; wildline_wizard=abc' })]) {
      expect(await actorFromRequest(auth, headers)).toEqual({ actor: { kind: 'anonymous' }, setCookies: [] });
    }
    expect(getSession).not.toHaveBeenCalled();
  });

  it('with a session cookie: its user; with a bogus one: anonymous, after looking', async () => {
    const { app, auth } = createTestApp(database.db);
    const user = await createUser(database.db, { fullName: 'Rosa Signed-In' });
    const cookie = await signIn(app, user.email);
    const getSession = vi.spyOn(auth.api, 'getSession');

    const signedIn = await actorFromRequest(auth, new Headers({ cookie: `theme=dark; ${cookie}` }));
    expect(signedIn.actor).toMatchObject({ kind: 'user', id: user.id, email: user.email, fullName: 'Rosa Signed-In', role: 'user' });
    expect(getSession).toHaveBeenCalledTimes(1);

    const bogus = await actorFromRequest(auth, new Headers({ cookie: 'wildline.session_token=bogus.value' }));
    expect(bogus.actor).toEqual({ kind: 'anonymous' });
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('over HTTP: GET /api/v1/me knows the signed-in user, and refuses a bogus cookie and none', async () => {
    const { app } = createTestApp(database.db);
    const user = await createUser(database.db);
    const cookie = await signIn(app, user.email);
    const me = await app.request('/api/v1/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect((await app.request('/api/v1/me', { headers: { cookie: 'wildline.session_token=bogus.value' } })).status).toBe(401);
    expect((await app.request('/api/v1/me')).status).toBe(401);
  });
});
