import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { answerWizardUpToLastStep, registrationForm } from '../../test/registration.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, wizardCookie } from '../../test/services.ts';
import { passwordHashing } from './auth.ts';

// Registering an e-mail that already has an account answers like registering a new one
// (docs/decisions/007): the same status, redirect, headers and page, after the same
// expensive work (one password hash), the owner told by e-mail instead. The one difference left
// is the new account's session cookie (decision 007 says why it stays).

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION_COOKIE = 'wildline.session_token';
/** A page's HTML without what differs between any two requests (the CSP nonce, request ids). */
const comparable = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid');
const cookieNames = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.slice(0, cookie.indexOf('=')))
    .sort();
const headerNames = (res: Response) => [...new Set([...res.headers.keys()])].filter((name) => name !== 'set-cookie').sort();

/** What an onlooker sees of an answer, and how many password hashes it cost. */
async function answer(send: () => Response | Promise<Response>) {
  const hashes = vi.spyOn(passwordHashing, 'hash');
  const res = await send();
  const seen = {
    status: res.status,
    location: res.headers.get('location'),
    headers: headerNames(res),
    cookies: cookieNames(res).filter((name) => name !== SESSION_COOKIE),
    body: comparable(await res.text()),
    hashes: hashes.mock.calls.length,
  };
  hashes.mockRestore();
  return { seen, cookies: cookieNames(res) };
}

describe('registering an e-mail that already has an account', () => {
  it.each([
    ['/register', false],
    ['/register.data', true],
  ])('%s answers as for a new one, after the same work', async (path, js) => {
    const { app } = createTestApp(database.db, { build });
    const owner = await createUser(database.db);
    const extra: Record<string, string> = js ? { _js: '1' } : {};
    const fresh = await answer(() => postForm(app, path, registrationForm('new-person@example.org', extra)));
    const taken = await answer(() => postForm(app, path, registrationForm(owner.email, extra)));
    expect(taken.seen).toEqual(fresh.seen);
    expect(fresh.seen.hashes).toBe(1);
    // decision 007: the new account is signed in at once; the known address is not.
    expect(fresh.cookies).toContain(SESSION_COOKIE);
    expect(taken.cookies).not.toContain(SESSION_COOKIE);
  });

  it("the wizard's sign-up with it does the same work as with a new address before it asks the person to sign in", async () => {
    const { app } = createTestApp(database.db, { build });
    const owner = await createUser(database.db);
    const wizard = async (draft: string, email: string) => {
      const cookie = { Cookie: wizardCookie(draft) };
      await answerWizardUpToLastStep(app, cookie);
      return answer(() => postForm(app, '/find-help?type=conflict&step=4', { mode: 'register', ...registrationForm(email), phone: '303-555-0100' }, cookie));
    };
    const fresh = await wizard('1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d', 'new-wizard-person@example.org');
    const taken = await wizard('2e3d4c5b-6f7a-4b9c-8d1e-2f3a4b5c6d7e', owner.email);
    expect(fresh.seen.hashes).toBe(1);
    expect(taken.seen.hashes).toBe(1);
  });
});
