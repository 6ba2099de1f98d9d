import type { Db } from '../db/client.ts';
import { clearRateLimit, hitRateLimit, type RateState } from '../lib/rate-limit.ts';

// How many second-factor codes a sign-in and an account may try. Whoever has the
// password must not get to guess among a million app codes: besides the limits per client
// address at each door, codes are limited
// - per sign-in, by better-auth: after 5 wrong codes (app or backup) the sign-in is spent, its
//   `two_factor` cookie is cleared and a new sign-in with the password is needed;
// - per account, here: a sign-in is cheap to start again, and guesses spread over many of them
//   or many addresses all count. Counted in better-auth's before hook (auth.ts) before the code
//   is checked, so a burst of parallel guesses cannot pass a count not yet raised; a right code
//   clears it. better-auth's own lock per account is off, so that this rule has one place.

/** better-auth's, per sign-in (plugins/two-factor/verify-two-factor: `beginAttempt(5)`); our tests hold it. */
export const TWO_FACTOR_CODES_PER_SIGN_IN = 5;

/** Codes, app or backup, tried for one account across all its sign-ins, until one is right. */
export const TWO_FACTOR_CODES_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 };

export function countTwoFactorCode(db: Db, userId: string): Promise<RateState> {
  return hitRateLimit(db, `2fa-account:${userId}`, TWO_FACTOR_CODES_PER_ACCOUNT);
}

export function clearTwoFactorCodes(db: Db, userId: string): Promise<void> {
  return clearRateLimit(db, `2fa-account:${userId}`);
}
