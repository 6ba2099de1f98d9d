import { createOTP } from '@better-auth/utils/otp';
import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { constantTimeEqual, symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { twoFactors } from '../db/schema.ts';
import { message } from '../../common/i18n.ts';

// A code from the authenticator app is taken once (RFC 6238 §5.2): better-auth takes
// any right code of the current 30-second step or one either side, as often as it is sent, so a
// code seen over a shoulder or in a phished form would sign in again for up to a minute and a half.
// Run in better-auth's before hook, so our page and its /api/auth endpoint are held alike.

/** better-auth's TOTP settings, which our twoFactor plugin keeps: 30-second steps, 6 digits, one step either side. */
const TOTP = { periodSeconds: 30, digits: 6, window: 1 };

export const CODE_ALREADY_USED = message('That code has already been used. Wait for the next code in your authenticator app.');

/** The step `code` belongs to within better-auth's window around `now`, the newest first; null for a wrong code. */
async function stepOfCode(secret: string, code: string, now: number): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP.periodSeconds, digits: TOTP.digits });
  const current = Math.floor(now / (TOTP.periodSeconds * 1000));
  for (let step = current + TOTP.window; step >= current - TOTP.window; step--) {
    if (constantTimeEqual(await otp.hotp(step), code)) return step;
  }
  return null;
}

/** The step each request took, until better-auth has answered it: keyed by the request's auth context, as better-auth keeps its own. */
const takenBy = new WeakMap<object, { userId: string; step: number }>();

/**
 * Before better-auth checks a code for `userId`: a right code's step is recorded as taken, and a
 * code whose step is not newer than the last one taken is refused. One conditional update does
 * both, so of two requests bringing the same code at once only one gets through. A wrong code
 * is left for better-auth to refuse and count.
 */
export async function takeTotpStep(db: Db, ctx: GenericEndpointContext, userId: string, now = Date.now()): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return;
  const step = await stepOfCode(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }), code, now);
  if (step === null) return;
  const taken = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  if (taken.length === 0) throw new APIError('UNAUTHORIZED', { message: CODE_ALREADY_USED, code: 'CODE_ALREADY_USED' });
  takenBy.set(ctx.context, { userId, step });
}

/**
 * After better-auth answered: when it refused a right code (its sign-in was spent by wrong codes,
 * or had expired), the code signed nobody in, so its step is given back and the person's new
 * sign-in takes the code their app still shows. Given back as the step before it, never older
 * than one taken before, and only if no newer code was taken since.
 */
export async function giveBackUnusedTotpStep(db: Db, ctx: GenericEndpointContext, refused: boolean): Promise<void> {
  const taken = takenBy.get(ctx.context);
  if (!taken || !refused) return;
  await db
    .update(twoFactors)
    .set({ lastTotpStep: taken.step - 1 })
    .where(and(eq(twoFactors.userId, taken.userId), eq(twoFactors.lastTotpStep, taken.step)));
}
