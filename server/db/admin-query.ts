import pg from 'pg';

/** Runs one statement in the server's `postgres` database: CREATE / DROP DATABASE for tests and benchmarks. */
export async function adminQuery(databaseUrl: URL, statement: string) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
