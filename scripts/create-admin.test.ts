import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
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

describe('npm run create-admin', () => {
  it('creates an administrator on a new database, migrating it first, then promotes an existing account', async () => {
    const created = await createAdmin('--email', 'Chief@Example.org', '--password', 'heron-lake-31');
    expect(created.stdout).toContain('Created administrator chief@example.org.');
    expect(await roleOf('chief@example.org')).toBe('admin');

    const again = await createAdmin('--email', 'chief@example.org', '--password', 'heron-lake-31');
    expect(again.stdout).toContain('chief@example.org is now an administrator.');
  });

  it('refuses a weak password or a bad address, creating nothing', async () => {
    await expect(createAdmin('--email', 'weak@example.org', '--password', 'password')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Password is one of the most commonly used passwords'),
    });
    await expect(createAdmin('--email', 'not-an-address', '--password', 'heron-lake-31')).rejects.toMatchObject({ code: 2 });
  });
});
