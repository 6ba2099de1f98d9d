import type { TRegister } from '../../common/auth-schemas.ts';
import type { RequestContext } from '../../server/context.ts';
import { hitRateLimit, tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp, cookiesOf } from './session.server.ts';

// Account creation with throttling per IP (issue 3 "Abuse"), for the register page and the
// wizard's last step. New accounts are always role `user` (enforced in server/auth/auth.ts).

const PER_IP = { limit: 10, windowMs: 60 * 60_000 };

export type SignUpResult = { ok: true; cookies: Headers; userId: string } | { ok: false; message: string; status: number };

export async function signUp(
  { auth, db }: Pick<RequestContext, 'auth' | 'db'>,
  request: Request,
  account: Pick<TRegister, 'email' | 'password' | 'fullName' | 'phone'>,
): Promise<SignUpResult> {
  const byIp = await hitRateLimit(db, `signup-ip:${clientIp(request)}`, PER_IP);
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs) };
  const response = await auth.api.signUpEmail({
    body: { email: account.email, password: account.password, name: account.fullName, phone: account.phone || undefined },
    headers: request.headers,
    asResponse: true,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; user?: { id?: string } };
  if (response.ok && body.user?.id) return { ok: true, cookies: cookiesOf(response), userId: body.user.id };
  // SPEC §8: the service's message, else a general one.
  return { ok: false, status: response.status, message: body.message || 'An error occurred during registration' };
}
