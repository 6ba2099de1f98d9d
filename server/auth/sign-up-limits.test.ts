import { hashPassword } from 'better-auth/crypto';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { registrationForm, REGISTRATION_PASSWORD } from '../../test/registration.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm } from '../../test/services.ts';
import { users } from '../db/schema.ts';
import { SIGN_UPS_PER_EMAIL } from './attempt-limits.ts';
import { passwordHashing } from './auth.ts';

// Nobody is locked out of help: people sharing one address (a library, a shelter, a
// carrier's NAT) are not refused while each acts in good faith; per e-mail the limits stay
// tight, and each refusal names when to try again.

const database = useTestDatabase();
let build: ServerBuild;
let aHash: string;
beforeAll(async () => {
  build = await loadServerBuild();
  aHash = await hashPassword(REGISTRATION_PASSWORD);
});
// What is counted here is sign-ups, not scrypt's work: a ready hash keeps 60 of them quick.
beforeEach(() => {
  vi.spyOn(passwordHashing, 'hash').mockResolvedValue(aHash);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sharedAddress = { 'X-Forwarded-For': '192.0.2.44' };
const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));
const register = (app: ReturnType<typeof createTestApp>['app'], email: string, headers: Record<string, string>) =>
  postForm(app, '/register', registrationForm(email), headers);

describe('sign-ups from one shared address', () => {
  it('60 people signing up within the hour from one address are all let in, each with their session', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    for (let i = 0; i < 60; i++) {
      const res = await register(app, `visitor-${i}@example.org`, sharedAddress);
      expect(res.status, `sign-up ${i + 1}`).toBe(302);
      expect(sessionCookies(res), `sign-up ${i + 1}`).toHaveLength(1);
    }
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(60);
  });

  it('one e-mail address is tried a few times an hour at most, from any address, and the refusal says when to try again', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    for (let i = 0; i < SIGN_UPS_PER_EMAIL.limit; i++) {
      expect((await register(app, 'robin@example.org', { 'X-Forwarded-For': `203.0.113.${i}` })).status, `try ${i + 1}`).toBe(302);
    }
    const refused = await register(app, 'Robin@Example.org', { 'X-Forwarded-For': '198.51.100.9' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many attempts\. Please try again in (59|60) minutes\./);
    // Others at that address are not held back by it.
    expect((await register(app, 'someone-else@example.org', { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(302);
  });
});
