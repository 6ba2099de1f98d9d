import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { changedTables, databaseDigest } from '../../test/permissions/database-digest.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../test/services.ts';
import { users } from '../db/schema.ts';
import { OPEN_AUTH_PATHS } from './open-auth-paths.ts';

// better-auth's own endpoints over HTTP: our pages call it in process, behind their
// forms' schemas, so over HTTP it answers only what a client needs to hold a session. The rest
// (changing a name, phone, e-mail or password, two-factor on and off, deleting or linking an
// account, administration) would skip the forms' rules and our audit log: closed, 404.

const database = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

const profileOf = async (id: string) =>
  (await database.db.select({ fullName: users.fullName, phone: users.phone, email: users.email }).from(users).where(eq(users.id, id)))[0];

describe('changing a name or phone', () => {
  it('is refused through /api/auth/update-user (a 101-character name, a phone in no shape: 404, nothing saved), and done by /account behind its form', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const user = await createUser(database.db);
    const cookie = await sessionCookieFor(auth, user.id);
    const before = await profileOf(user.id);
    for (const body of [{ name: 'N'.repeat(101) }, { phone: 'call me maybe' }]) {
      const res = await app.request(`${ORIGIN}/api/auth/update-user`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    expect(await profileOf(user.id)).toEqual(before);

    const res = await postForm(app, '/account', { intent: 'profile', fullName: 'Robin Quill', phone: '303-555-0100' }, { Cookie: cookie });
    expect(await res.text()).toContain('Your details have been saved.');
    expect(await profileOf(user.id)).toMatchObject({ fullName: 'Robin Quill', phone: '303-555-0100' });
  });
});

describe("better-auth's endpoints over HTTP", () => {
  it('answer only to sign in (and its second step), see the session, sign out and ask for a reset mail', () => {
    expect([...OPEN_AUTH_PATHS].sort()).toEqual([
      '/get-session',
      '/request-password-reset',
      '/revoke-sessions',
      '/sign-in/email',
      '/sign-out',
      '/two-factor/verify-backup-code',
      '/two-factor/verify-totp',
    ]);
  });

  it('every other endpoint of better-auth and its plugins answers 404 to a signed-in administrator, whatever the body, and changes nothing', async () => {
    const { app, auth } = createTestApp(database.db);
    const admin = await createUser(database.db, { role: 'admin' });
    const member = await createUser(database.db);
    const cookie = await sessionCookieFor(auth, admin.id);
    const digest = await databaseDigest(database.db);
    const before = await digest();
    const endpoints = Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>).filter(
      (endpoint) => endpoint.path && !OPEN_AUTH_PATHS.includes(endpoint.path),
    );
    expect(endpoints.length).toBeGreaterThan(40);
    // What each of them would take: a name too long, a phone in no shape, another e-mail, a new password, another user.
    const body = JSON.stringify({
      name: 'N'.repeat(101),
      phone: 'call me maybe',
      newEmail: 'taken-over@example.org',
      email: 'made@example.org',
      password: TEST_PASSWORD,
      currentPassword: TEST_PASSWORD,
      newPassword: 'fawn-rescue-7-otter',
      userId: member.id,
      role: 'admin',
      providerId: 'credential',
      token: 'any',
    });
    for (const endpoint of endpoints) {
      const path = endpoint.path!.replace(/:\w+/g, 'anything');
      for (const method of [endpoint.options?.method ?? 'POST'].flat()) {
        const res = await app.request(`${ORIGIN}/api/auth${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
          body: method === 'GET' ? undefined : body,
        });
        expect(res.status, `${method} /api/auth${path}`).toBe(404);
      }
    }
    expect(changedTables(before, await digest())).toEqual([]);
  });
});
