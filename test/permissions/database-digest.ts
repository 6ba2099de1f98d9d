import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

// What "no row changed" is checked with in the permissions matrix and the bad-input tests.

/**
 * A digest of every table but the rate-limit counters (and any other table in `except`), one
 * query: a refused try must leave it as it was, an allowed change must not.
 */
export async function databaseDigest(db: Db, except: readonly string[] = ['rate_limits']): Promise<() => Promise<Record<string, string>>> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'drizzle_migrations' order by tablename`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename).filter((t) => !except.includes(t));
  // Per table, the row count and the sum of every row's hash: no sorting, no long strings. A
  // session's expiry moves on with its use, at most once in 5 minutes: on a busy
  // machine a run outlasts that, so a session is compared without its expiry.
  const row = (t: string) => (t === 'sessions' ? `(to_jsonb(x) - 'expires_at' - 'updated_at')::text` : 'x::text');
  const query = sql.raw(
    `select ${tables.map((t) => `(select count(*) || ':' || coalesce(sum(hashtextextended(${row(t)}, 0)), 0) from "${t}" x) as "${t}"`).join(', ')}`,
  );
  return async () => {
    const digest = await db.execute<Record<string, string>>(query);
    return (digest as unknown as { rows: Record<string, string>[] }).rows[0]!;
  };
}

/** The tables whose contents differ between two digests. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((t) => before[t] !== after[t]);
