import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../server/auth/accounts.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { providers } from '../server/db/schema.ts';
import { onPostgres } from '../test/database.ts';

// npm run import-providers: the page's import service from a shell, as an existing administrator.
// Each run starts a process that opens the database: allow for a busy machine.
const SLOW = { timeout: 120_000 };
const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-import-'));
const file = path.join(dataDir, 'agency.csv');
writeFileSync(
  file,
  [
    'organisation,listing type,city,state,zip,phone',
    'Foothills Raptor Care,rehab,Boulder,CO,80302,303-555-0100',
    'Nowhere Wildlife,zoo,Boulder,CO,80302,303-555-0101',
  ].join('\n'),
);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
};

function importProviders(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/import-providers.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

beforeAll(() => withDatabase((db) => createOrPromoteAdmin(db, 'chief@example.org', 'heron-lake-31')), 60_000);

// The script runs on a PGlite data directory of its own, whatever the database of the run: the
// PostgreSQL stage of CI (TEST_DATABASE_URL) would only run the same test again.
describe.skipIf(onPostgres())('npm run import-providers', () => {
  it('previews with --dry-run, imports, and a second import changes nothing', SLOW, async () => {
    const dry = await importProviders('--file', file, '--as', 'Chief@Example.org', '--dry-run');
    expect(dry.stdout).toContain('row 3 (Nowhere Wildlife): Listing type must be a rehabilitator or a control operator');
    expect(dry.stdout).toContain('Dry run, nothing written: 2 rows, 1 created, 0 updated, 0 unchanged, 1 rejected.');
    expect(await withDatabase((db) => db.select().from(providers))).toEqual([]);

    expect((await importProviders('--file', file, '--as', 'chief@example.org')).stdout).toContain(
      'Imported: 2 rows, 1 created, 0 updated, 0 unchanged, 1 rejected.',
    );
    expect((await importProviders('--file', file, '--as', 'chief@example.org')).stdout).toContain(
      'Imported: 2 rows, 0 created, 0 updated, 1 unchanged, 1 rejected.',
    );
    expect((await withDatabase((db) => db.select().from(providers))).map((p) => [p.name, p.approved, p.claimed])).toEqual([
      ['Foothills Raptor Care', true, false],
    ]);
  });

  it('refuses an account that is not an administrator, and a call without a file or an account', SLOW, async () => {
    await expect(importProviders('--file', file, '--as', 'nobody@example.org')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No administrator nobody@example.org'),
    });
    await expect(importProviders('--file', file)).rejects.toMatchObject({ code: 2 });
  });
});
