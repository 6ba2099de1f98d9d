import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs several writes as one statement, each a data-modifying WITH query: one round trip instead
 * of one each, where round trips are most of the cost (a submission, docs/decisions/042).
 * It is one statement: all are written or none, without a transaction of its own. PostgreSQL runs
 * every one, referenced or not, on the same snapshot, so none may read what another writes. A
 * foreign key may name a row another of them inserts (a request and its answers, decision 045):
 * keys are checked when the statement ends. `then` is the statement's own SELECT, such as a `pg_notify`.
 * (drizzle puts each embedded statement in the parentheses WITH wants.)
 */
export async function writeTogether(db: Db, writes: (SQLWrapper | null)[], then: SQL = sql`select 1`): Promise<void> {
  const parts = writes.filter((write) => write !== null);
  if (!parts.length) {
    await db.execute(then);
    return;
  }
  await db.execute(
    sql`with ${sql.join(
      parts.map((write, i) => sql`${sql.identifier(`write_${i + 1}`)} as ${write}`),
      sql`, `,
    )} ${then}`,
  );
}
