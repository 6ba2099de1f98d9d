import type { Role } from '../../common/roles.ts';
import type { RequestContext } from '../../server/context.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp, cookiesOf } from './session.server.ts';

// Sign-in with throttling per IP and per e-mail (issue 3 "Abuse"), shared by the login page
// and the wizard's last step.

const PER_IP = { limit: 30, windowMs: 15 * 60_000 };
const FAILURES_PER_EMAIL = { limit: 5, windowMs: 15 * 60_000 };

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export type SignInResult =
  | { ok: true; role: Role; cookies: Headers; twoFactor: false; user?: SignedInUser }
  /** Password right, and the account has two-factor sign-in on: a TOTP code comes next. */
  | { ok: true; role: null; cookies: Headers; twoFactor: true }
  | { ok: false; message: string; status: number };

export async function signIn(
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  credentials: { email: string; password: string; rememberMe?: 'on' },
): Promise<SignInResult> {
  const emailKey = `signin-fail:${credentials.email}`;
  const byIp = await hitRateLimit(db, `signin-ip:${clientIp(request)}`, PER_IP);
  const byEmail = await peekRateLimit(db, emailKey, FAILURES_PER_EMAIL);
  if (!byIp.allowed || !byEmail.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(Math.max(byIp.retryAfterMs, byEmail.retryAfterMs)) };
  }
  const response = await auth.api.signInEmail({
    body: { email: credentials.email, password: credentials.password, rememberMe: credentials.rememberMe === 'on' },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    await hitRateLimit(db, emailKey, FAILURES_PER_EMAIL);
    if (response.status === 401 || response.status === 400) {
      return { ok: false, status: 401, message: 'Invalid email or password. Please try again.' };
    }
    return { ok: false, status: response.status, message: 'An error occurred while signing in. Please try again.' };
  }
  await clearRateLimit(db, emailKey);
  const body = (await response.json()) as { user?: Partial<SignedInUser>; twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return { ok: true, role: null, cookies: cookiesOf(response), twoFactor: true };
  const role = body.user?.role ?? 'user';
  const user = body.user?.id ? { id: body.user.id, email: body.user.email ?? credentials.email, name: body.user.name ?? '', role } : undefined;
  return { ok: true, role, cookies: cookiesOf(response), twoFactor: false, user };
}

const CODES_PER_IP = { limit: 10, windowMs: 15 * 60_000 };

/** The second step for accounts with two-factor sign-in: a code from the authenticator app. */
export async function verifyTwoFactorCode(
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  code: string,
): Promise<SignInResult> {
  const byIp = await hitRateLimit(db, `totp-ip:${clientIp(request)}`, CODES_PER_IP);
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs) };
  const response = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) return { ok: false, status: 401, message: 'That code is not right, or it has expired. Please try again.' };
  const body = (await response.json()) as { user?: { role?: Role } };
  return { ok: true, role: body.user?.role ?? 'user', cookies: cookiesOf(response), twoFactor: false };
}
