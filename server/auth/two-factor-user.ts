import type { GenericEndpointContext } from 'better-auth';
import { getSessionFromCtx } from 'better-auth/api';

// Whose two-factor code a request to /two-factor/verify-* brings, read in our before hook the
// way better-auth's endpoint reads it (plugins/two-factor/verify-two-factor): the signed-in
// user's (confirming the setup on /account), or else the sign-in whose password was right and
// whose code is still to come (its signed `two_factor` cookie names a verification row).

/** better-auth's two-factor plugin's cookie name, before our prefix. */
const TWO_FACTOR_COOKIE = 'two_factor';

export interface TwoFactorCodeOwner {
  userId: string;
  /** true for a sign-in's second step, false for a signed-in user turning two-factor sign-in on */
  signingIn: boolean;
}

/** null when neither is there: better-auth's endpoint then refuses the request itself. */
export async function twoFactorCodeOwner(ctx: GenericEndpointContext): Promise<TwoFactorCodeOwner | null> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session) return { userId: session.user.id, signingIn: false };
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending && pending.expiresAt > new Date() ? { userId: pending.value, signingIn: true } : null;
}
