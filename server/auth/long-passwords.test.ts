import { like } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_LONG } from '../../common/passwords.ts';
import { useTestDatabase } from '../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { answerWizardUpToLastStep, registrationForm } from '../../test/registration.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, wizardCookie } from '../../test/services.ts';
import { rateLimits } from '../db/schema.ts';

// A password over 128 characters is refused with the forms' own message on every
// form and endpoint that takes one, before it is hashed, compared or counted as a guess: no
// password that long can be right, and scrypt over megabytes would be the attacker's to spend.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const LONG = 'heron-marsh-'.repeat(11); // 132 characters
const ORIGIN = 'http://localhost:3000';
const json = (app: ReturnType<typeof createTestApp>['app'], path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(body) });
const attemptsCounted = async () => (await database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, '%signin-fail%'))).length;

describe('a password longer than 128 characters', () => {
  it('better-auth refuses it with the message, over HTTP and in process, and a sign-in with it is not counted against the account', async () => {
    const { app, auth } = createTestApp(database.db);
    const user = await createUser(database.db);
    const headers = new Headers({ Cookie: await sessionCookieFor(auth, user.id), Origin: ORIGIN });
    const res = await json(app, '/api/auth/sign-in/email', { email: user.email, password: LONG });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: PASSWORD_TOO_LONG, code: 'PASSWORD_TOO_LONG' });
    // As the pages call it: a refusal from a hook is thrown.
    const refusal = { statusCode: 400, message: PASSWORD_TOO_LONG };
    await expect(auth.api.signInEmail({ body: { email: user.email, password: LONG }, headers: new Headers({ Origin: ORIGIN }) })).rejects.toMatchObject(
      refusal,
    );
    await expect(auth.api.resetPassword({ body: { token: 'no-such-token', newPassword: LONG } })).rejects.toMatchObject(refusal);
    await expect(auth.api.changePassword({ body: { currentPassword: LONG, newPassword: 'fawn-rescue-7' }, headers })).rejects.toMatchObject(refusal);
    await expect(auth.api.changePassword({ body: { currentPassword: TEST_PASSWORD, newPassword: LONG }, headers })).rejects.toMatchObject(refusal);
    expect(await attemptsCounted()).toBe(0);
    // The account still signs in with its own password.
    expect((await json(app, '/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('every page form that takes a password says so next to the field', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const user = await createUser(database.db);
    const session = { Cookie: await sessionCookieFor(auth, user.id) };
    const registration = registrationForm('robin@example.org', { password: LONG, confirmPassword: LONG });
    const draft = { Cookie: wizardCookie('0b6e1c52-3f4d-4e8a-9b7c-2d1e0f3a4b5c') };
    const forms: [string, Record<string, string>, Record<string, string>?][] = [
      ['/login', { email: user.email, password: LONG }],
      ['/register', registration],
      ['/reset-password?token=no-such-token', { token: 'no-such-token', password: LONG, confirmPassword: LONG }],
      ['/account', { intent: 'password', currentPassword: LONG, newPassword: 'fawn-rescue-7', confirmPassword: 'fawn-rescue-7' }, session],
      ['/account', { intent: 'password', currentPassword: TEST_PASSWORD, newPassword: LONG, confirmPassword: LONG }, session],
      ['/find-help?type=conflict&step=4', { mode: 'login', email: user.email, password: LONG }, draft],
      ['/find-help?type=conflict&step=4', { mode: 'register', ...registration, phone: '303-555-0100' }, draft],
    ];
    await answerWizardUpToLastStep(app, draft);
    for (const [path, form, headers] of forms) {
      const res = await postForm(app, path, form, headers);
      const html = await res.text();
      expect(res.status, `${path} ${form.mode ?? form.intent ?? ''}`).toBe(400);
      expect(html, `${path} ${form.mode ?? form.intent ?? ''}`).toContain(PASSWORD_TOO_LONG);
    }
    expect(await attemptsCounted()).toBe(0);
  });
});
