import type { Role } from '../../common/roles.ts';
import type { RequestContext } from '../../server/context.ts';
import { isAuthRefusal } from '../../server/auth/auth.ts';
import { hitRateLimit, tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp, cookiesOf } from './session.server.ts';

// Sign-in with throttling per IP and per e-mail (issue 3 "Abuse"), shared by the login page
// and the wizard's last step. The limit per e-mail is better-auth's hook's
// (server/auth/attempt-limits.ts), the same one its /api/auth/sign-in/email meets.

const PER_IP = { limit: 30, windowMs: 15 * 60_000 };

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
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  credentials: { email: string; password: string; rememberMe?: 'on' },
): Promise<SignInResult> {
  const byIp = await hitRateLimit(db, `signin-ip:${clientIp(request)}`, PER_IP);
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs) };
  let response: Response;
  try {
    response = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: credentials.rememberMe === 'on' },
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    // Called in process, a refusal from a hook (too many attempts for this e-mail) is thrown.
    if (isAuthRefusal(error)) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
  if (!response.ok) {
    if (response.status === 401 || response.status === 400) {
      return { ok: false, status: 401, message: 'Invalid email or password. Please try again.' };
    }
    return { ok: false, status: response.status, message: 'An error occurred while signing in. Please try again.' };
  }
  const body = (await response.json()) as { user?: Partial<SignedInUser>; twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return { ok: true, role: null, cookies: cookiesOf(response), twoFactor: true };
  const role = body.user?.role ?? 'user';
  const user = body.user?.id ? { id: body.user.id, email: body.user.email ?? credentials.email, name: body.user.name ?? '', role } : undefined;
  return { ok: true, role, cookies: cookiesOf(response), twoFactor: false, user };
}

const CODES_PER_IP = { limit: 10, windowMs: 15 * 60_000 };

/** A code from the authenticator app, or one of the backup codes shown when two-factor sign-in was turned on. */
export interface TwoFactorCode {
  kind: 'totp' | 'backup';
  code: string;
}

/**
 * The second step for accounts with two-factor sign-in. A backup code is for whoever has lost
 * their phone; each works once, as better-auth removes it in the same update that accepts it.
 */
export async function verifyTwoFactorCode(
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  { kind, code }: TwoFactorCode,
): Promise<SignInResult> {
  const byIp = await hitRateLimit(db, `totp-ip:${clientIp(request)}`, CODES_PER_IP);
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs) };
  let response: Response;
  try {
    response =
      kind === 'backup'
        ? await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true })
        : await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  } catch (error) {
    // Called in process, a refusal from our hooks (a code already used) is thrown, with its message for the person.
    if (isAuthRefusal(error)) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
  if (!response.ok) {
    const message = kind === 'backup' ? 'That backup code is not right, or it has already been used. Please try again.' : 'That code is not right, or it has expired. Please try again.';
    return { ok: false, status: 401, message };
  }
  const body = (await response.json()) as { user?: { role?: Role } };
  return { ok: true, role: body.user?.role ?? 'user', cookies: cookiesOf(response), twoFactor: false };
}
