import type { Db } from './client.ts';

/**
 * Runs work in one database transaction, handing it the transaction as a `Db`, so the services'
 * helpers that take a `Db` run inside it. drizzle types a transaction apart (PgTransaction) though
 * it runs the same queries; this is the one place that says so. Inside a transaction it nests as
 * a savepoint.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
