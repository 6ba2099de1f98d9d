import { eq, sql } from 'drizzle-orm';
import { fillMessage, message } from '../../common/i18n.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

// Fixed-window counters kept in the database, so every server process shares them
// (DESIGN.md principle 4). Keys are ours ('wl:…'); better-auth keeps its own in the same table.

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  allowed: boolean;
  retryAfterMs: number;
}

/** Counts one attempt against `key` and says whether it is within the limit. */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateState> {
  const windowStart = now - rule.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `wl:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, startedAt: rateLimits.lastRequest });
  return stateOf(row!, rule, now);
}

/** Whether `key` is already over its limit, without counting an attempt. */
export async function peekRateLimit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateState> {
  const [row] = await db
    .select({ count: rateLimits.count, startedAt: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, `wl:${key}`));
  if (!row || row.startedAt < now - rule.windowMs) return { allowed: true, retryAfterMs: 0 };
  return { allowed: row.count < rule.limit, retryAfterMs: row.count < rule.limit ? 0 : row.startedAt + rule.windowMs - now };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `wl:${key}`));
}

function stateOf(row: { count: number; startedAt: number }, rule: RateRule, now: number): RateState {
  const allowed = row.count <= rule.limit;
  return { allowed, retryAfterMs: allowed ? 0 : row.startedAt + rule.windowMs - now };
}

/** A wait in whole minutes as people say it, never less than a minute. */
export const waitedMinutes = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 60_000));

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  // Written out whole, in the catalogs' words, so a page can show it in Spanish.
  const minutes = waitedMinutes(retryAfterMs);
  if (minutes === 1) return message('Too many attempts. Please try again in 1 minute.');
  return fillMessage(message('Too many attempts. Please try again in {{minutes}} minutes.'), { minutes });
}

/** The Retry-After header's value: whole seconds, at least one. */
export const retryAfterSeconds = (retryAfterMs: number) => String(Math.max(1, Math.ceil(retryAfterMs / 1000)));

/**
 * Adds `amount` (bytes, say) to `key`'s total for the window, only if the total stays within the
 * limit: one statement, so two uploads at once cannot both take the last room. Refused, nothing
 * is added, and `retryAfterMs` says when the window starts again.
 */
export async function addWithinQuota(db: Db, key: string, amount: number, rule: RateRule, now = Date.now()): Promise<RateState> {
  const stale = sql`${rateLimits.lastRequest} < ${now - rule.windowMs}`;
  if (amount > rule.limit) return { allowed: false, retryAfterMs: rule.windowMs };
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `wl:${key}`, count: amount, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stale} then ${amount} else ${rateLimits.count} + ${amount} end`,
        lastRequest: sql`case when ${stale} then ${now} else ${rateLimits.lastRequest} end`,
      },
      setWhere: sql`${stale} or ${rateLimits.count} + ${amount} <= ${rule.limit}`,
    })
    .returning({ count: rateLimits.count });
  if (row) return { allowed: true, retryAfterMs: 0 };
  const [held] = await db
    .select({ startedAt: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, `wl:${key}`));
  return { allowed: false, retryAfterMs: Math.max(0, (held?.startedAt ?? now) + rule.windowMs - now) };
}
