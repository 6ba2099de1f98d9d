import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { hitRateLimit, type RateState } from '../lib/rate-limit.ts';

// The limits per e-mail address (issue 3 "Abuse", issue 15), in one place for every way in.
// Sign-in and reset requests are limited in better-auth's hooks (server/auth/auth.ts), which run
// both for our pages (they call better-auth in process) and for its HTTP endpoints under
// /api/auth, so spreading guesses over addresses or doors gains nothing.
//
// Wrong passwords slow the guesser down instead of locking the account (issue 15): after a few
// failures each next attempt must wait 1 s, 2 s, 4 s … up to a cap, counted in the database so
// it holds across processes. The wait for one account from any address is capped at a minute,
// so its owner is never shut out for long whoever is guessing; the waits for one address are
// tighter and capped at 15 minutes. README "Accounts" says what this leaves an attacker.

/** `free` failures, then each next attempt waits `firstWaitMs`, doubling up to `maxWaitMs`; forgotten a day after the last. */
export interface SlowDown {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

const DAY = 24 * 60 * 60_000;

export const SIGN_IN_SLOWDOWN = {
  /** One address guessing one account: a person mistyping gets three tries at once. */
  accountFromAddress: { free: 3, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, forgetAfterMs: DAY },
  /** One address guessing any accounts: generous, as a library or a carrier's NAT is many people. */
  address: { free: 20, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, forgetAfterMs: DAY },
  /** Every address guessing one account: capped at a minute, so its owner waits at most that. */
  account: { free: 10, firstWaitMs: 1000, maxWaitMs: 60_000, forgetAfterMs: DAY },
} satisfies Record<string, SlowDown>;

/** Reset links mailed to one address. */
export const RESETS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };
/** Reset requests from one client address: generous, as one address is often many people (issue 13). */
export const RESETS_PER_ADDRESS = { limit: 60, windowMs: 60 * 60_000 };
/**
 * Sign-ups from one client address (issue 13 "Nobody is locked out of help"): a library, a
 * shelter or a carrier's NAT is many people in good faith, each signing up once.
 */
export const SIGN_UPS_PER_ADDRESS = { limit: 100, windowMs: 60 * 60_000 };
/** Sign-ups with one e-mail address, new or known alike: a person retrying never needs more. */
export const SIGN_UPS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 };
/** "Someone tried to create an account with your address" mails (docs/decisions/007). */
export const ACCOUNT_EXISTS_MAILS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };

/** better-auth finds accounts by the lower-cased address: `Ann@X.org` must not get a budget of its own. */
const addressKey = (email: string) => email.normalize('NFC').trim().toLowerCase().slice(0, 320);

/** The counters one sign-in meets, by rate_limits key ('wl:' as server/lib/rate-limit.ts writes them). */
function signInCounters(email: string, ip: string) {
  const account = addressKey(email);
  return [
    { key: `wl:signin-fail-account:${account}`, rule: SIGN_IN_SLOWDOWN.account },
    { key: `wl:signin-fail-pair:${ip}:${account}`, rule: SIGN_IN_SLOWDOWN.accountFromAddress },
    { key: `wl:signin-fail-ip:${ip}`, rule: SIGN_IN_SLOWDOWN.address },
  ];
}

/** How long after `failures` failures the next attempt must wait (0 within the free ones). */
export function waitAfter(failures: number, rule: SlowDown): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(failures - rule.free, 30));
}

/** The same in SQL, for the atomic claim below. */
const waitAfterSql = (rule: SlowDown) =>
  sql`case when ${rateLimits.count} < ${rule.free} then 0 else least(${rule.maxWaitMs}, ${rule.firstWaitMs} * power(2, least(${rateLimits.count} - ${rule.free}, 30))) end`;

/**
 * Whether a sign-in may check its password now. A refused attempt is not counted and its
 * password is never compared, so guessing faster than the waits learns nothing. An allowed one
 * is counted as a failure before the password is checked, so a burst of parallel guesses cannot
 * all pass a count not yet raised; a success takes it back (`signInSucceeded`).
 */
export async function claimSignInAttempt(db: Db, email: string, ip: string, now = Date.now()): Promise<RateState> {
  const counters = signInCounters(email, ip);
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, last: rateLimits.lastRequest })
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        counters.map((c) => c.key),
      ),
    );
  const retryAfterMs = Math.max(
    0,
    ...counters.map(({ key, rule }) => {
      const row = rows.find((r) => r.key === key);
      return !row || row.last < now - rule.forgetAfterMs ? 0 : row.last + waitAfter(row.count, rule) - now;
    }),
  );
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
  for (const { key, rule } of counters) {
    const stale = sql`${rateLimits.lastRequest} < ${now - rule.forgetAfterMs}`;
    // Conditional on the row as it is now: of parallel attempts, only those the waits allow pass.
    const [claimed] = await db
      .insert(rateLimits)
      .values({ key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`, lastRequest: now },
        setWhere: sql`${stale} or ${rateLimits.lastRequest} + ${waitAfterSql(rule)} <= ${now}`,
      })
      .returning({ count: rateLimits.count });
    if (!claimed) return { allowed: false, retryAfterMs: SIGN_IN_SLOWDOWN.account.firstWaitMs };
  }
  return { allowed: true, retryAfterMs: 0 };
}

/** The password was right: the account and this address start afresh with it, and the address-wide count gives its attempt back. */
export async function signInSucceeded(db: Db, email: string, ip: string): Promise<void> {
  const [account, pair, address] = signInCounters(email, ip);
  await db.delete(rateLimits).where(inArray(rateLimits.key, [account!.key, pair!.key]));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, address!.key));
}

/** One sign-up, from the register page or the wizard; counted whether or not the e-mail has an account, so a refusal tells nothing. */
export async function countSignUp(db: Db, email: string, ip: string): Promise<RateState> {
  const byAddress = await hitRateLimit(db, `signup-ip:${ip}`, SIGN_UPS_PER_ADDRESS);
  if (!byAddress.allowed) return byAddress;
  return hitRateLimit(db, `signup-email:${addressKey(email)}`, SIGN_UPS_PER_EMAIL);
}

/** Counted for every address, with an account or not, so the refusal tells nothing. */
export function countResetRequest(db: Db, email: string): Promise<RateState> {
  return hitRateLimit(db, `reset-email:${addressKey(email)}`, RESETS_PER_EMAIL);
}

/** Whether the owner of `email` may be told once more that someone tried to register it. */
export async function mayMailAccountExists(db: Db, email: string): Promise<boolean> {
  return (await hitRateLimit(db, `account-exists-mail:${addressKey(email)}`, ACCOUNT_EXISTS_MAILS_PER_EMAIL)).allowed;
}
