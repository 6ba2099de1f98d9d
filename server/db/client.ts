import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

// One SQL dialect, two engines (DESIGN.md principle 3): embedded PGlite by default,
// a PostgreSQL server when DATABASE_URL is set.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { loadDataDir: Blob | File }
  | { memory: true };

const extensions = { cube, earthdistance, pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    await db.execute(sql`select 1`);
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true }); // PGlite fails with ENOENT otherwise
    // One process per data directory (the server, or a script, never both): see data-dir-lock.ts.
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: options.dataDir, extensions });
    } catch (error) {
      unlock();
      throw error;
    }
  } else if ('loadDataDir' in options) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The raw PGlite handle behind a Database, for dumping a test template. */
export function pgliteClient(database: Database): PGlite {
  const session = (database.db as unknown as { $client: PGlite }).$client;
  return session;
}
