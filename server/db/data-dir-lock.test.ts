import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { DataDirInUseError, LOCK_FILE } from './data-dir-lock.ts';
import { onPostgres } from '../../test/database.ts';

// PGlite serves one process per data directory: a second one would write to a copy that is
// lost when the first closes, so it is refused until the first closes or dies.
const dirs: string[] = [];
const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((database) => database.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wildline-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

async function openDir(dataDir: string) {
  const database = await openDatabase({ dataDir });
  open.push(database);
  return database;
}

async function closeDir(database: Database) {
  open.splice(open.indexOf(database), 1);
  await database.close();
}

/** A process that stays alive until killed. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

// PGlite's own: nothing of it runs on PostgreSQL (CI's PostgreSQL stage skips it).
describe.skipIf(onPostgres())('a PGlite data directory', () => {
  it('is refused to a second opener while open, and free again once closed', async () => {
    const dataDir = newDataDir();
    const first = await openDir(dataDir);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('written by the first')`);

    const refusal = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`The data directory ${dataDir} is in use by another Wildline process (pid ${process.pid})`);
    expect((refusal as Error).message).toContain('Stop that process first, or run this command against PostgreSQL with DATABASE_URL');

    await closeDir(first);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const second = await openDir(dataDir);
    const { rows } = (await second.db.execute(sql`select v from kept`)) as unknown as { rows: { v: string }[] };
    expect(rows).toEqual([{ v: 'written by the first' }]);
  });

  it('is refused while the process named in its lock runs, and taken over once that process is dead', async () => {
    const dataDir = newDataDir();
    await closeDir(await openDir(dataDir)); // creates the database
    const holder = otherProcess();
    try {
      writeFileSync(path.join(dataDir, LOCK_FILE), `${holder.pid}\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by another Wildline process (pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
    await once(holder, 'exit');

    // Its lock is left behind, as after a kill -9 of the server.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const database = await openDir(dataDir);
    expect(await database.db.execute(sql`select 1`)).toBeTruthy();
    const refusal = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ pid: process.pid }); // the lock is ours now
  });
});
