import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { users } from '../server/db/schema.ts';
import { onPostgres } from '../test/database.ts';

const run = promisify(execFile);
/** Each test starts the script (Node, tsx's transform and PGlite) two or three times, each up to a minute on a busy machine: vitest's 30 s fitted one start, not three. */
const SLOW = { timeout: 180_000 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(...args: string[]) {
  const running = run(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  // Nobody at the keyboard: a password prompt gets no answer.
  running.child.stdin?.end();
  return running;
}

async function roleOf(email: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [user] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return user?.role;
  } finally {
    await database.close();
  }
}

// The script runs on a PGlite data directory of its own, whatever the database of the run: the
// PostgreSQL stage of CI (TEST_DATABASE_URL) would only run the same test again.
describe.skipIf(onPostgres())('npm run create-admin', () => {
  it('creates an administrator on a new database, migrating it first, then promotes an existing account', SLOW, async () => {
    const created = await createAdmin('--email', 'Chief@Example.org', '--password', 'heron-lake-31');
    expect(created.stdout).toContain('Created administrator chief@example.org.');
    expect(await roleOf('chief@example.org')).toBe('admin');

    const again = await createAdmin('--email', 'chief@example.org', '--password', 'heron-lake-31');
    expect(again.stdout).toContain('chief@example.org is now an administrator.');
  });

  it('promotes an existing account without asking for a password, and says it keeps its own', SLOW, async () => {
    await createAdmin('--email', 'ranger@example.org', '--password', 'heron-lake-31');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'ranger@example.org'));
    } finally {
      await database.close();
    }

    const promoted = await createAdmin('--email', 'ranger@example.org');
    expect(promoted.stdout).not.toContain('Password:');
    expect(promoted.stdout).toContain('ranger@example.org is now an administrator. The account already existed and keeps its password.');
    expect(await roleOf('ranger@example.org')).toBe('admin');
  });

  it('refuses a weak password or a bad address, creating nothing', SLOW, async () => {
    await expect(createAdmin('--email', 'weak@example.org', '--password', 'password')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Password is one of the most commonly used passwords'),
    });
    await expect(createAdmin('--email', 'not-an-address', '--password', 'heron-lake-31')).rejects.toMatchObject({ code: 2 });
  });

  it('refuses while another process (the server) has the PGlite data directory open, and works once it is closed', SLOW, async () => {
    const server = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await migrate(server);
      await expect(createAdmin('--email', 'late@example.org', '--password', 'heron-lake-31')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          `is in use by another Wildline process (pid ${process.pid}), most likely the server: PGlite lets one process at a time open it, ` +
            'and the writes of a second one would be lost. Stop that process first, or run this command against PostgreSQL with DATABASE_URL.',
        ),
      });
    } finally {
      await server.close();
    }
    expect(await roleOf('late@example.org')).toBeUndefined();
    await createAdmin('--email', 'late@example.org', '--password', 'heron-lake-31');
    expect(await roleOf('late@example.org')).toBe('admin');
  });
});
