import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { adminQuery } from '../server/db/admin-query.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';

// The database a benchmark runs on: PGlite in memory, or a fresh database on the PostgreSQL
// server of BENCH_DATABASE_URL, created here and dropped by close().

export interface BenchDatabase {
  database: Database;
  label: string;
  /** the fresh PostgreSQL database, for servers a benchmark starts on it; none for PGlite */
  url?: string;
  /** closes (and on PostgreSQL drops) the database; a second call does nothing */
  close(): Promise<void>;
}

async function serverVersion(db: Db) {
  const result = await db.execute<{ server_version: string }>(sql`show server_version`);
  return (result as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version ?? '?';
}

/** PGlite in memory, or a new database on BENCH_DATABASE_URL's server, dropped by close(). */
export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const database = await openDatabase({ memory: true });
    let closing: Promise<void> | undefined;
    return { database, label: `PGlite (PostgreSQL ${await serverVersion(database.db)}), in memory`, close: () => (closing ??= database.close()) };
  }
  const serverUrl = new URL(databaseUrl);
  const name = `wildline_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  let database: Database | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database?.close().catch(() => {});
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    const label = `PostgreSQL ${await serverVersion(database.db)} at ${serverUrl.host} (database ${name}, dropped after)`;
    return { database, label, url: url.toString(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
