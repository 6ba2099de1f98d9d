import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /** false for a PGlite opened before its migrations installed pg_trgm: open it again after them (warmUpTrigrams) */
  trigramsWarm: boolean;
  close(): Promise<void>;
}

/** `dataDir` with `loadDataDir`: a new data directory made from a dump (a restore, server/db/backup.ts). */
export type DatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string; loadDataDir?: Blob | File } | { loadDataDir: Blob | File } | { memory: true };

const extensions = { cube, earthdistance, pg_trgm, unaccent };

const TRIGRAM_WARM_UP = `select 'warm' % 'up', 'warm' <% 'up', similarity('warm', 'up'), word_similarity('warm', 'up')`;

/**
 * PGlite (0.5.16) now and then leaves a new instance's first trigram comparison half-done: the
 * query returns with WARNING "snapshot ... still active". Inside a table scan that leaves buffer
 * pins behind and the next query never returns (the guide's typo correction hung CI this way;
 * about one new instance in ten, on two busy cores). So the first comparisons are made here, on
 * no table, and a new instance is opened if they went wrong.
 */
async function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<{ client: PGlite; trigramsWarm: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const client = await PGlite.create({ ...options, extensions });
    const installed = await client.query(`select 1 from pg_extension where extname = 'pg_trgm'`);
    if (installed.rows.length === 0) return { client, trigramsWarm: false };
    let halfDone = false;
    await client.query(TRIGRAM_WARM_UP, [], { onNotice: () => (halfDone = true) });
    if (!halfDone || attempt === 5) return { client, trigramsWarm: true };
    await client.close();
    // A dump loaded into a data directory is in it now: the next instance opens it.
    if (options.dataDir) options = { dataDir: options.dataDir };
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    await db.execute(sql`select 1`);
    return { db, engine: 'postgres', trigramsWarm: true, close: () => pool.end() };
  }
  let unlock = () => {};
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true }); // PGlite fails with ENOENT otherwise
    // One process per data directory (the server, or a script, never both): see data-dir-lock.ts.
    unlock = lockDataDir(options.dataDir);
  }
  let opened: Awaited<ReturnType<typeof createPglite>>;
  try {
    opened = await createPglite('memory' in options ? {} : options);
  } catch (error) {
    unlock();
    throw error;
  }
  const { client, trigramsWarm } = opened;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    trigramsWarm,
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

/** The PostgreSQL connection pool behind a Db, for its figures (server/features/operations/metrics.ts); undefined on PGlite, which has none. */
export function connectionPool(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
