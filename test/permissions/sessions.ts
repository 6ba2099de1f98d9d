import { eq } from 'drizzle-orm';
import { rateLimits, twoFactors } from '../../server/db/schema.ts';
import { TEST_PASSWORD } from '../factories.ts';
import { accountWithTwoFactor, totpStep } from '../two-factor.ts';
import type { World } from './world.ts';

// Sessions the matrix's sign-in rows need beyond each person's own: the wizard's draft cookie,
// and a sign-in waiting for its two-factor code.

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/** Every try signs in from the same address: the per-IP throttles (tested in auth.test.ts) start afresh. */
export async function clearRateLimits(w: World) {
  await w.db.delete(rateLimits);
}

/** The wizard's draft cookie, as a visit to a step after the first sets it (the first step is the same for everyone and sets none). */
export async function wizardDraftCookie(w: World): Promise<string> {
  const res = await w.app.request('http://localhost:3000/find-help?type=emergency&step=2');
  const [draft] = cookiePairs(res).filter((c) => c.startsWith('wildline.wizard='));
  if (!draft) throw new Error('/find-help set no draft cookie');
  return draft;
}

const twoFactorAccounts = new WeakMap<World, ReturnType<typeof accountWithTwoFactor>>();

/** An administrator with two-factor sign-in on (made once per file: it takes a password check). */
function twoFactorAccount(w: World) {
  let account = twoFactorAccounts.get(w);
  if (!account) {
    account = accountWithTwoFactor(w.auth, w.db);
    twoFactorAccounts.set(w, account);
  }
  return account;
}

/** The cookies of a sign-in whose password was right and whose code is still to come. */
export async function pendingTwoFactorCookies(w: World) {
  const account = await twoFactorAccount(w);
  // Every try signs in with the code of the moment, which is taken once (server/auth/two-factor-replay.ts):
  // the last one taken is forgotten, as clearRateLimits forgets the counts.
  await w.db.update(twoFactors).set({ lastTotpStep: null }).where(eq(twoFactors.userId, account.user.id));
  const response = await w.auth.api.signInEmail({ body: { email: account.user.email, password: TEST_PASSWORD }, asResponse: true });
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) throw new Error('expected the sign-in to wait for a two-factor code');
  return { cookies: cookiePairs(response), code: () => account.codeAt(totpStep()) };
}
