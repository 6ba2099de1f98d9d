import { and, eq, gt } from 'drizzle-orm';
import { verifications } from '../../server/db/schema.ts';
import { RESETS_PER_ADDRESS } from '../../server/auth/attempt-limits.ts';
import { isAuthRefusal } from '../../server/auth/auth.ts';
import type { RequestContext } from '../../server/context.ts';
import { hitRateLimit, tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp } from './session.server.ts';

// Password reset: the same answer whether or not the account exists; the
// link is single-use, expires after an hour and signs the account out everywhere.

export async function requestPasswordReset({ auth, db }: Pick<RequestContext, 'auth' | 'db'>, request: Request, email: string) {
  const byIp = await hitRateLimit(db, `reset-ip:${clientIp(request)}`, RESETS_PER_ADDRESS);
  if (!byIp.allowed) return { ok: false as const, status: 429, message: tooManyAttemptsMessage(byIp.retryAfterMs) };
  // better-auth answers alike for unknown addresses and only mails existing accounts. Its hook
  // refuses an address asked for too often (server/auth/attempt-limits.ts), known or not.
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' }, headers: request.headers });
  } catch (error) {
    if (isAuthRefusal(error) && error.statusCode === 429) return { ok: false as const, status: 429, message: error.message };
    throw error;
  }
  return { ok: true as const };
}

/** Whether a reset link's token is still usable, so a stale link says so before any typing. */
export async function isResetTokenValid({ db }: Pick<RequestContext, 'db'>, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())));
  return Boolean(row);
}

export async function resetPassword({ auth }: Pick<RequestContext, 'auth'>, token: string, newPassword: string) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true as const };
  } catch {
    return { ok: false as const };
  }
}
