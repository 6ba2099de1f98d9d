import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

// This file sits two folders below the project root, as does the built server
// (build/server/index.js), so the same relative path finds the committed migrations.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: 'public', migrationsTable: 'drizzle_migrations' };
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    // Two servers starting at once on one PostgreSQL: only one migrates at a time.
    await database.db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await migratePg(database.db as never, config);
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  }
}

/** How many committed migrations the database has applied, for /readyz. */
export async function pendingMigrations(database: Database): Promise<number> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  const result = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from public.drizzle_migrations`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return expected - (rows[0]?.count ?? 0);
}
