import type { Db } from '../db/client.ts';
import { clearRateLimit, hitRateLimit, type RateState } from '../lib/rate-limit.ts';

// The limits per e-mail address (issue 3 "Abuse"), in one place for every way in. Sign-in and
// reset requests are limited in better-auth's hooks (server/auth/auth.ts), which run both for
// our pages (they call better-auth in process) and for its HTTP endpoints under /api/auth, so
// spreading guesses over addresses or doors gains nothing. Limits per IP sit at each door.

/** Five sign-ins that did not succeed lock the address for the rest of 15 minutes. */
export const SIGN_INS_PER_EMAIL = { limit: 5, windowMs: 15 * 60_000 };
/** Reset links mailed to one address. */
export const RESETS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };
/** "Someone tried to create an account with your address" mails (docs/decisions/007). */
export const ACCOUNT_EXISTS_MAILS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };

/** better-auth finds accounts by the lower-cased address: `Ann@X.org` must not get a budget of its own. */
const addressKey = (email: string) => email.normalize('NFC').trim().toLowerCase().slice(0, 320);

/**
 * Counts a sign-in before its password is checked, so a burst of parallel guesses cannot all pass
 * a count not yet raised; a successful sign-in clears it (`clearSignInAttempts`).
 */
export function countSignInAttempt(db: Db, email: string): Promise<RateState> {
  return hitRateLimit(db, `signin-email:${addressKey(email)}`, SIGN_INS_PER_EMAIL);
}

export function clearSignInAttempts(db: Db, email: string): Promise<void> {
  return clearRateLimit(db, `signin-email:${addressKey(email)}`);
}

/** Counted for every address, with an account or not, so the refusal tells nothing. */
export function countResetRequest(db: Db, email: string): Promise<RateState> {
  return hitRateLimit(db, `reset-email:${addressKey(email)}`, RESETS_PER_EMAIL);
}

/** Whether the owner of `email` may be told once more that someone tried to register it. */
export async function mayMailAccountExists(db: Db, email: string): Promise<boolean> {
  return (await hitRateLimit(db, `account-exists-mail:${addressKey(email)}`, ACCOUNT_EXISTS_MAILS_PER_EMAIL)).allowed;
}
