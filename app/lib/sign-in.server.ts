import { redirect, redirectDocument } from 'react-router';
import { message } from '../../common/i18n.ts';
import { isServedOutsideTheApp } from '../../common/safe-redirect.ts';
import type { Role } from '../../common/roles.ts';
import type { RequestContext } from '../../server/context.ts';
import { isAuthRefusal } from '../../server/auth/auth.ts';
import { hitRateLimit, tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp, cookiesOf } from './session.server.ts';

// Sign-in, shared by the login page and the wizard's last step. Wrong passwords slow the guesser
// per account and per address in better-auth's hook (server/auth/attempt-limits.ts), the same
// one its /api/auth/sign-in/email meets; right ones are never counted against a shared address.

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export type SignInResult =
  | { ok: true; role: Role; cookies: Headers; twoFactor: false; user?: SignedInUser }
  /** Password right, and the account has two-factor sign-in on: a code from the app (or a backup code) comes next. */
  | { ok: true; role: null; cookies: Headers; twoFactor: true }
  | { ok: false; message: string; status: number };

export async function signIn(
  { auth }: Pick<RequestContext, 'auth'>,
  request: Request,
  credentials: { email: string; password: string; rememberMe?: 'on' },
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: credentials.rememberMe === 'on' },
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    // Called in process, a refusal from a hook (too many attempts: wait and try again) is thrown.
    if (isAuthRefusal(error)) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
  if (!response.ok) {
    if (response.status === 401 || response.status === 400) {
      return { ok: false, status: 401, message: message('Invalid email or password. Please try again.') };
    }
    return { ok: false, status: response.status, message: message('An error occurred while signing in. Please try again.') };
  }
  const body = (await response.json()) as { user?: Partial<SignedInUser>; twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return { ok: true, role: null, cookies: cookiesOf(response), twoFactor: true };
  const role = body.user?.role ?? 'user';
  const user = body.user?.id ? { id: body.user.id, email: body.user.email ?? credentials.email, name: body.user.name ?? '', role } : undefined;
  return { ok: true, role, cookies: cookiesOf(response), twoFactor: false, user };
}

/**
 * On to where signing in leads (the page carried along, or one's dashboard). An address outside
 * the app's pages, such as a request's photo linked from an e-mail, is loaded whole: followed
 * inside the page, React Router would show its "not found" there.
 */
export function onAfterSignIn(destination: string, init?: ResponseInit): Response {
  return (isServedOutsideTheApp(destination) ? redirectDocument : redirect)(destination, init);
}

const CODES_PER_IP = { limit: 10, windowMs: 15 * 60_000 };

/** A code from the authenticator app, or one of the backup codes shown when two-factor sign-in was turned on. */
export interface TwoFactorCode {
  kind: 'totp' | 'backup';
  code: string;
}

export type TwoFactorResult =
  | { ok: true; role: Role; cookies: Headers }
  /** `signInAgain`: this sign-in cannot go on (too many wrong codes, or it expired): the page sends the person back to /login. */
  | { ok: false; message: string; status: number; signInAgain: boolean; cookies?: Headers };

/** better-auth's refusals that end a sign-in (server/auth/two-factor-limits.ts): its `two_factor` cookie is spent or gone. */
const SIGN_IN_ENDED: Record<string, { status: number; message: string }> = {
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: 429,
    message: message('You have entered too many wrong codes. To keep your account safe, sign in again with your password.'),
  },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: message('This sign-in has expired. Please sign in again with your password.') },
};

/**
 * The second step for accounts with two-factor sign-in. A backup code is for whoever has lost
 * their phone; each works once, as better-auth removes it in the same update that accepts it.
 */
export async function verifyTwoFactorCode(
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  { kind, code }: TwoFactorCode,
): Promise<TwoFactorResult> {
  const byIp = await hitRateLimit(db, `totp-ip:${clientIp(request)}`, CODES_PER_IP);
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs), signInAgain: false };
  let response: Response;
  try {
    response =
      kind === 'backup'
        ? await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true })
        : await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  } catch (error) {
    // Called in process, a refusal from our hooks is thrown, with its message for the person: a code
    // already used, or too many codes for the account (by the time that wait is over, so is this sign-in).
    if (isAuthRefusal(error)) return { ok: false, status: error.statusCode, message: error.message, signInAgain: error.statusCode === 429 };
    throw error;
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { code?: string } | null;
    // Its answer clears the spent `two_factor` cookie: passed on, so the browser drops it too.
    const ended = SIGN_IN_ENDED[refusal?.code ?? ''];
    if (ended) return { ok: false, ...ended, signInAgain: true, cookies: cookiesOf(response) };
    const wrong =
      kind === 'backup'
        ? message('That backup code is not right, or it has already been used. Please try again.')
        : message('That code is not right, or it has expired. Please try again.');
    return { ok: false, status: 401, message: wrong, signInAgain: false };
  }
  const body = (await response.json()) as { user?: { role?: Role } };
  return { ok: true, role: body.user?.role ?? 'user', cookies: cookiesOf(response) };
}
