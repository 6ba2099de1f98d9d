import { createOTP } from '@better-auth/utils/otp';
import { base32 } from '@better-auth/utils/base32';
import { rateLimits } from '../../server/db/schema.ts';
import { createUser, TEST_PASSWORD } from '../factories.ts';
import { sessionCookieFor } from '../services.ts';
import type { World } from './world.ts';

// Sessions the matrix's sign-in rows need beyond each person's own: the wizard's draft cookie,
// and a sign-in waiting for its two-factor code.

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/** Every try signs in from the same address: the per-IP throttles (tested in auth.test.ts) start afresh. */
export async function clearRateLimits(w: World) {
  await w.db.delete(rateLimits);
}

/** The wizard's draft cookie, as a first visit to /find-help sets it. */
export async function wizardDraftCookie(w: World): Promise<string> {
  const res = await w.app.request('http://localhost:3000/find-help?type=emergency&step=1');
  const [draft] = cookiePairs(res).filter((c) => c.startsWith('wildline.wizard='));
  if (!draft) throw new Error('/find-help set no draft cookie');
  return draft;
}

const twoFactorAccounts = new WeakMap<World, Promise<{ email: string; code: () => Promise<string> }>>();

/** An administrator with two-factor sign-in on (made once per file: it takes a password check). */
function twoFactorAccount(w: World) {
  let account = twoFactorAccounts.get(w);
  if (!account) {
    account = (async () => {
      const admin = await createUser(w.db, { role: 'admin' });
      const headers = new Headers({ Cookie: await sessionCookieFor(w.auth, admin.id) });
      const setup = await w.auth.api.enableTwoFactor({ body: { password: TEST_PASSWORD, method: 'totp' }, headers });
      if (setup.method !== 'totp') throw new Error('expected a TOTP setup');
      const secret = new TextDecoder().decode(base32.decode(new URL(setup.totpURI).searchParams.get('secret')!));
      const code = () => createOTP(secret, { period: 30, digits: 6 }).totp();
      await w.auth.api.verifyTOTP({ body: { code: await code() }, headers });
      return { email: admin.email, code };
    })();
    twoFactorAccounts.set(w, account);
  }
  return account;
}

/** The cookies of a sign-in whose password was right and whose code is still to come. */
export async function pendingTwoFactorCookies(w: World) {
  const account = await twoFactorAccount(w);
  const response = await w.auth.api.signInEmail({ body: { email: account.email, password: TEST_PASSWORD }, asResponse: true });
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) throw new Error('expected the sign-in to wait for a two-factor code');
  return { cookies: cookiePairs(response), code: account.code };
}
