import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Role } from '../common/roles.ts';
import type { Db } from '../server/db/client.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { sessionCookieFor, type createTestApp } from './services.ts';

// Accounts with two-factor sign-in turned on, and the codes their authenticator app shows.

type Auth = ReturnType<typeof createTestApp>['auth'];

/** The 30-second TOTP step of `at`; an authenticator app shows the current step's code. */
export const totpStep = (at = Date.now()) => Math.floor(at / 30_000);

/**
 * A new account (an administrator unless told) that has turned two-factor sign-in on, as
 * /account does it: the setup is confirmed with the code of `setupStep`, the current step moved
 * by `setupOffset` (0 unless told). better-auth takes a code from one step either side of the
 * current one, so a sign-in right after can use `codeAt(setupStep + 1)`: the setup's code is used up.
 */
export async function accountWithTwoFactor(auth: Auth, db: Db, options: { role?: Role; setupOffset?: -1 | 0 } = {}) {
  const user = await createUser(db, { role: options.role ?? 'admin' });
  const headers = new Headers({ Cookie: await sessionCookieFor(auth, user.id) });
  const setup = await auth.api.enableTwoFactor({ body: { password: TEST_PASSWORD, method: 'totp' }, headers });
  if (setup.method !== 'totp') throw new Error('expected a TOTP setup');
  // The setup link carries the secret base32-encoded, as authenticator apps expect.
  const secret = new TextDecoder().decode(base32.decode(new URL(setup.totpURI).searchParams.get('secret')!));
  const otp = createOTP(secret, { period: 30, digits: 6 });
  const setupStep = totpStep() + (options.setupOffset ?? 0);
  await auth.api.verifyTOTP({ body: { code: await otp.hotp(setupStep) }, headers });
  return { user, backupCodes: setup.backupCodes, setupStep, codeAt: (step: number) => otp.hotp(step) };
}
