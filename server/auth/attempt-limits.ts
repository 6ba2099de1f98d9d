import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { addressKey } from '../lib/client-address.ts';
import { hitRateLimit, type RateState } from '../lib/rate-limit.ts';
import { message } from '../../common/i18n.ts';

// The limits on sign-in, sign-up and reset attempts, per e-mail address and per client address, so
// guessing passwords or flooding a mailbox is slow, in one place for every way in.
// Sign-in and reset requests are limited in better-auth's hooks (server/auth/auth.ts), which run
// both for our pages (they call better-auth in process) and for its HTTP endpoints under
// /api/auth, so spreading guesses over addresses or doors gains nothing.
//
// Wrong passwords slow the guesser down instead of locking the account (a lock would let anyone
// keep the owner out): after a few failures each next attempt must wait 1 s, 2 s, 4 s … up to a
// cap, counted in the database so it holds across processes. Each client is slowed by its own
// counters: the address's at this account and across accounts, or, for a browser that signed in to
// the account before (its device cookie, sign-in-device.ts), that device's. The account's own count
// (every address together) holds up only clients that have been failing themselves: the owner's
// known device, and an address with no failed sign-in of its own, have their password compared even
// while guessers keep that count high, and nobody is told when the account's wait ends, so a
// guesser cannot time its next try by it (docs/decisions/052). README "Accounts" says what this
// leaves an attacker.

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
  /** One known device at its own account: as tight as one address. */
  accountFromDevice: { free: 3, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, forgetAfterMs: DAY },
  /** One address guessing any accounts: generous, as a library or a carrier's NAT is many people. */
  address: { free: 20, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, forgetAfterMs: DAY },
  /** Every failing address guessing one account: capped at a minute. */
  account: { free: 10, firstWaitMs: 1000, maxWaitMs: 60_000, forgetAfterMs: DAY },
} satisfies Record<string, SlowDown>;

/**
 * Test-only (TEST_SIGN_IN_LIMITS=fast, refused in production: server/config.ts, docs/decisions/063):
 * two free failures per account from a client instead of three, then one-second waits doubling
 * as ever but capped at 8 s, so the end-to-end server reaches a wait on the third try, and a
 * test that mistypes once and then signs in is not held up. The limits across
 * accounts and clients stay as they are: every end-to-end test signs in from one address.
 */
const FAST_SIGN_IN_SLOWDOWN: typeof SIGN_IN_SLOWDOWN = {
  ...SIGN_IN_SLOWDOWN,
  accountFromAddress: { free: 2, firstWaitMs: 1000, maxWaitMs: 8000, forgetAfterMs: DAY },
  accountFromDevice: { free: 2, firstWaitMs: 1000, maxWaitMs: 8000, forgetAfterMs: DAY },
};

/** The sign-in limits in force: SIGN_IN_SLOWDOWN, or FAST_SIGN_IN_SLOWDOWN once a test-only server asks for them. */
let signInSlowdown = SIGN_IN_SLOWDOWN;

/** For a server started with TEST_SIGN_IN_LIMITS=fast (server/start.ts); never in production. */
export function useFastSignInLimits() {
  signInSlowdown = FAST_SIGN_IN_SLOWDOWN;
}

/** Reset links mailed to one address. */
export const RESETS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };
/** Reset requests from one client address: generous, as one address is often many people, and none must be kept from help. */
export const RESETS_PER_ADDRESS = { limit: 60, windowMs: 60 * 60_000 };
/**
 * Sign-ups from one client address, generous because nobody may be locked out of help: a library, a
 * shelter or a carrier's NAT is many people in good faith, each signing up once.
 */
export const SIGN_UPS_PER_ADDRESS = { limit: 100, windowMs: 60 * 60_000 };
/** Sign-ups with one e-mail address, new or known alike: a person retrying never needs more. */
export const SIGN_UPS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 };
/** "Someone tried to create an account with your address" mails (docs/decisions/007). */
export const ACCOUNT_EXISTS_MAILS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };

/** better-auth finds accounts by the lower-cased address: `Ann@X.org` must not get a budget of its own. */
export const accountKey = (email: string) => email.normalize('NFC').trim().toLowerCase().slice(0, 320);

/** Who is signing in: the account's e-mail, the client address and the device cookie's id when it was made for this account. */
export interface SignInClient {
  email: string;
  ip: string;
  knownDevice?: string | null;
}

/** The counters one sign-in meets, by rate_limits key ('wl:' as server/lib/rate-limit.ts writes them). */
function signInCounters({ email, ip, knownDevice }: SignInClient) {
  const account = accountKey(email);
  const address = addressKey(ip);
  return {
    account: { key: `wl:signin-fail-account:${account}`, rule: signInSlowdown.account },
    pair: { key: `wl:signin-fail-pair:${address}:${account}`, rule: signInSlowdown.accountFromAddress },
    address: { key: `wl:signin-fail-ip:${address}`, rule: signInSlowdown.address },
    device: knownDevice ? { key: `wl:signin-fail-device:${knownDevice}:${account}`, rule: signInSlowdown.accountFromDevice } : null,
  };
}

type Counter = { key: string; rule: SlowDown };

/** How long after `failures` failures the next attempt must wait (0 within the free ones). */
export function waitAfter(failures: number, rule: SlowDown): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(failures - rule.free, 30));
}

/** The same in SQL, for the atomic claim below. */
const waitAfterSql = (rule: SlowDown) =>
  sql`case when ${rateLimits.count} < ${rule.free} then 0 else least(${rule.maxWaitMs}, ${rule.firstWaitMs} * power(2, least(${rateLimits.count} - ${rule.free}, 30))) end`;

/** Held up by the account's wait, whose end a client that has been failing is not told. */
export const ACCOUNT_WAITING = message(
  'Too many wrong passwords have been tried for this account. Please try again in a few minutes, sign in on a device you have signed in on before, or reset your password.',
);

/**
 * A refused attempt. `toldWhen` false: the account's wait held it up, whose end is not told (the
 * answer carries no Retry-After); `retryAfterMs` is then only how long the client might wait.
 */
export type SignInAttempt = RateState & { toldWhen: boolean };

/**
 * Whether a sign-in may check its password now. A refused attempt is not counted and its
 * password is never compared, so guessing faster than the waits learns nothing. An allowed one
 * is counted as a failure before the password is checked, so a burst of parallel guesses cannot
 * all pass a count not yet raised; a success takes it back (`signInSucceeded`).
 */
export async function claimSignInAttempt(db: Db, client: SignInClient, now = Date.now()): Promise<SignInAttempt> {
  const counters = signInCounters(client);
  const own: Counter[] = counters.device ? [counters.device] : [counters.address, counters.pair];
  const all = [counters.account, ...own];
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, last: rateLimits.lastRequest })
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        all.map((c) => c.key),
      ),
    );
  const live = ({ key, rule }: Counter) => rows.find((r) => r.key === key && r.last >= now - rule.forgetAfterMs);
  const waitOf = (counter: Counter) => {
    const row = live(counter);
    return row ? Math.max(0, row.last + waitAfter(row.count, counter.rule) - now) : 0;
  };
  // The client's own counters: its wait is its own doing, and it is told when it ends.
  const ownWait = Math.max(0, ...own.map(waitOf));
  if (ownWait > 0) return { allowed: false, retryAfterMs: ownWait, toldWhen: true };
  // A known device, or an address that has failed nowhere, is not held up by others' guesses.
  const addressFailures = live(counters.address)?.count ?? 0;
  const trusted = counters.device !== null || addressFailures === 0;
  const untold: SignInAttempt = { allowed: false, retryAfterMs: signInSlowdown.account.maxWaitMs, toldWhen: false };
  const accountWaiting = waitOf(counters.account) > 0;
  if (!trusted && accountWaiting) return untold;

  for (const counter of own) {
    // Conditional on the row as it is now: of parallel attempts, only those the waits allow pass.
    // An address let past the account's wait for having no failures must still have none when
    // counted: of a parallel burst from it, one passes.
    const fresh = accountWaiting && counter === counters.address;
    if (!(await claim(db, counter, now, fresh ? 'fresh' : 'waited')))
      return fresh ? untold : { allowed: false, retryAfterMs: counter.rule.firstWaitMs, toldWhen: true };
  }
  // The account's count goes up either way; only a failing client must have waited for it.
  if (!(await claim(db, counters.account, now, trusted ? 'always' : 'waited'))) return untold;
  return { allowed: true, retryAfterMs: 0, toldWhen: true };
}

/** Counts one attempt on `counter`: always, only once its wait is over, or only while it has no failures. */
async function claim(db: Db, { key, rule }: Counter, now: number, when: 'always' | 'waited' | 'fresh'): Promise<boolean> {
  const stale = sql`${rateLimits.lastRequest} < ${now - rule.forgetAfterMs}`;
  const condition =
    when === 'always'
      ? undefined
      : when === 'fresh'
        ? sql`${stale} or ${rateLimits.count} <= 0`
        : sql`${stale} or ${rateLimits.lastRequest} + ${waitAfterSql(rule)} <= ${now}`;
  const [claimed] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`, lastRequest: now },
      ...(condition ? { setWhere: condition } : {}),
    })
    .returning({ count: rateLimits.count });
  return Boolean(claimed);
}

/** The password was right: the account and this client start afresh with it, and the address-wide count gives its attempt back. */
export async function signInSucceeded(db: Db, client: SignInClient): Promise<void> {
  const { account, pair, address, device } = signInCounters(client);
  await db.delete(rateLimits).where(inArray(rateLimits.key, [account.key, pair.key, ...(device ? [device.key] : [])]));
  // A known device's attempt was never counted on the address.
  if (device) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, address.key));
}

/** One sign-up, from the register page or the wizard; counted whether or not the e-mail has an account, so a refusal tells nothing. */
export async function countSignUp(db: Db, email: string, ip: string): Promise<RateState> {
  const byAddress = await hitRateLimit(db, `signup-ip:${ip}`, SIGN_UPS_PER_ADDRESS);
  if (!byAddress.allowed) return byAddress;
  return hitRateLimit(db, `signup-email:${accountKey(email)}`, SIGN_UPS_PER_EMAIL);
}

/** Counted for every address, with an account or not, so the refusal tells nothing. */
export function countResetRequest(db: Db, email: string): Promise<RateState> {
  return hitRateLimit(db, `reset-email:${accountKey(email)}`, RESETS_PER_EMAIL);
}

/** Whether the owner of `email` may be told once more that someone tried to register it. */
export async function mayMailAccountExists(db: Db, email: string): Promise<boolean> {
  return (await hitRateLimit(db, `account-exists-mail:${accountKey(email)}`, ACCOUNT_EXISTS_MAILS_PER_EMAIL)).allowed;
}
