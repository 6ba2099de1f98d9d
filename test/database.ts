import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { adminQuery } from '../server/db/admin-query.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { standardsLevels } from '../server/db/schema.ts';
import { standardsLevelSeeds } from '../server/db/seed/data/standards-levels.ts';

// Each test file gets its own migrated database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set. Every test starts with empty tables, but for the rows a migration puts
// in every database (the standards levels' names, migration 0023), which start as migrated.

export interface TestDatabase extends Database {
  reset(): Promise<void>;
}

/**
 * Whether this file's database is a PostgreSQL server (else PGlite): for the tests of one engine's
 * own behaviour. Ask this, not TEST_DATABASE_URL: the integration-pglite project runs on PGlite
 * while it is set (docs/decisions/062).
 */
export function onPostgres(): boolean {
  return Boolean(inject('postgresTemplateUrl'));
}

/** Call at the top of a test file: opens the file's database, empties it before each test. */
export function useTestDatabase(options: { resetBeforeEach?: boolean } = {}): TestDatabase {
  let current: Database | undefined;
  beforeAll(async () => {
    current = await openTestDatabase();
  });
  afterAll(() => current?.close());
  if (options.resetBeforeEach ?? true) beforeEach(() => truncateAll(current!));
  const handle = {
    get db() {
      return current!.db;
    },
    get engine() {
      return current!.engine;
    },
    get trigramsWarm() {
      return current!.trigramsWarm;
    },
    close: () => current!.close(),
    reset: () => truncateAll(current!),
  };
  return handle;
}

async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  let database: Database;
  if (templateUrl) {
    const template = new URL(templateUrl);
    const templateName = template.pathname.slice(1);
    const name = `${templateName}_f${randomBytes(4).toString('hex')}`;
    await adminQuery(template, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        await adminQuery(template, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } else {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    database = await openDatabase({ loadDataDir: blob });
  }
  return database;
}

async function truncateAll(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'drizzle_migrations'`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  await database.db.insert(standardsLevels).values(standardsLevelSeeds);
}
