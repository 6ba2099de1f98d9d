import { spawn } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase, pgliteClient } from './client.ts';
import { dataDirHolder, LOCK_FILE } from './data-dir-lock.ts';

// Backups that restore (README "Operating", docs/decisions/055). PostgreSQL: pg_dump's custom
// format, a consistent snapshot taken while the servers run, restored with pg_restore. The
// embedded database: PGlite's own dump of its data directory (a gzipped tar), taken by the
// running server itself when there is one (it alone may open the directory), between two of its
// queries, so it is what a crash at that instant would leave and opens as such; or, with no
// server, by this process. Either restores into an empty database, or with `force` replaces one.

/** What an operator reads when a backup or a restore cannot be done, and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where a running server answers backup requests: beside its data directory, reachable by whoever may read it. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
/** A Unix socket's path is at most about 107 bytes. */
export const MAX_SOCKET_PATH = 100;

export type BackupKind = 'postgres' | 'pglite';

/** A Wildline backup's kind, from its first bytes: pg_dump's custom format says PGDMP, PGlite's dump is gzip. */
export function backupKindOf(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(`${file} is not a Wildline backup: neither pg_dump's custom format nor the embedded database's dump.`);
}

/** The embedded database's dump: a checkpoint first, so its opening replays little. */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.query('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

/** Written beside the destination and renamed when whole: a failed backup never leaves a file that looks like one. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** The address without its password, which goes in PGPASSWORD: a command line is visible to every user of the machine. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs one of PostgreSQL's client programs; its standard output, or a BackupError with what it said. */
function runClient(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found. A PostgreSQL backup needs PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new BackupError(`${program} failed (exit ${code}):\n${err.trim()}`))));
  });
}

export interface BackupResult {
  kind: BackupKind;
  bytes: number;
  /** the embedded database: whether the running server took the dump */
  byServer?: number;
}

/** pg_dump's custom format: a snapshot of one moment, however many servers write meanwhile. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  const { url, env } = connection(databaseUrl);
  const bytes = await writeWhole(file, async (partial) => {
    await runClient('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', partial, '--dbname', url], env);
  });
  return { kind: 'postgres', bytes };
}

/** Asks the server holding the data directory for its dump, over its socket. */
function dumpFromServer(dataDir: string, partial: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: backupSocketPath(dataDir), path: '/backup', method: 'POST' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new BackupError(`The server answered ${response.statusCode} to the backup request: see its log.`));
      }
      pipeline(response, createWriteStream(partial)).then(resolve, reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * The embedded database in `dataDir` (DATA_DIR): dumped by the server that holds it, or, when
 * none does, opened and dumped here.
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${pgliteDir} to back up: check DATA_DIR.`);
  const holder = dataDirHolder(pgliteDir);
  if (holder !== undefined) {
    if (!existsSync(backupSocketPath(dataDir)))
      throw new BackupError(
        `The embedded database in ${pgliteDir} is open in process ${holder}, which takes no backup requests (${backupSocketPath(dataDir)} is missing): ` +
          'if it is the server still starting, try again in a moment; if it is another command, let it finish.',
      );
    const bytes = await writeWhole(file, (partial) => dumpFromServer(dataDir, partial));
    return { kind: 'pglite', bytes, byServer: holder };
  }
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    const dump = await dumpPglite(pgliteClient(database));
    const bytes = await writeWhole(file, async (partial) => writeFileSync(partial, Buffer.from(await dump.arrayBuffer())));
    return { kind: 'pglite', bytes };
  } finally {
    await database.close();
  }
}

/**
 * The app's own objects in `public` (tables first, then views, sequences, functions and types),
 * not an extension's, each with the statement that drops it.
 */
const APP_OBJECTS = `
  with own as (select oid from pg_namespace where nspname = 'public'),
  of_extensions as (select objid from pg_depend where deptype = 'e')
  select format('drop %s if exists %I cascade',
      case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end,
      c.relname) as drop, c.relkind in ('r', 'p') as is_table, case when c.relkind in ('r', 'p') then 0 else 1 end as rank
    from pg_class c where c.relnamespace = (select oid from own) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and c.oid not in (select objid from of_extensions)
  union all
  select format('drop function if exists %s cascade', p.oid::regprocedure), false, 2
    from pg_proc p where p.pronamespace = (select oid from own) and p.oid not in (select objid from of_extensions)
  union all
  select format('drop type if exists %I cascade', t.typname), false, 3
    from pg_type t where t.typnamespace = (select oid from own) and t.typrelid = 0 and t.typelem = 0 and t.typtype in ('e', 'd', 'r')
      and t.oid not in (select objid from of_extensions)
  order by rank`;

export interface RestoreResult {
  kind: BackupKind;
  tables: number;
  /** the embedded database's earlier data directory, moved aside by `force` */
  movedAside?: string;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const countTables = (client: pg.Client) =>
  client.query<{ n: number }>(`select count(*)::int as n from (${APP_OBJECTS}) o where o.is_table`).then((r) => r.rows[0]!.n);

/**
 * pg_restore into an empty database, or with `force` one whose own objects are dropped first. The
 * extensions the database already has (a superuser made them) are left out of the restore, so a
 * server user who may not create earthdistance can restore.
 */
export async function restorePostgres(databaseUrl: string, file: string, { force = false } = {}): Promise<RestoreResult> {
  const { url, env } = connection(databaseUrl);
  const database = new URL(databaseUrl).pathname.slice(1);
  const installed = await withClient(databaseUrl, async (client) => {
    const tables = await countTables(client);
    if (tables > 0 && !force)
      throw new BackupError(
        `The database ${database} is not empty (${tables} tables): restore into a new, empty database (createdb, then point DATABASE_URL at it), or add --force to drop what it holds and restore.`,
      );
    if (tables > 0) {
      // Dropped in one transaction: what is dropped with a table before its turn goes by IF EXISTS.
      const objects = (await client.query<{ drop: string }>(APP_OBJECTS)).rows;
      await client.query('begin');
      for (const { drop } of objects) await client.query(drop);
      await client.query('commit');
    }
    return new Set((await client.query<{ extname: string }>('select extname from pg_extension')).rows.map((row) => row.extname));
  });
  const listing = await runClient('pg_restore', ['--list', file], env);
  const wanted = listing
    .split('\n')
    .filter((line) => {
      const extension = / (?:EXTENSION|COMMENT) - (?:EXTENSION )?(\S+)/.exec(line)?.[1];
      return !(extension && installed.has(extension));
    })
    .join('\n');
  const scratch = mkdtempSync(path.join(tmpdir(), 'wildline-restore-'));
  try {
    const list = path.join(scratch, 'list');
    writeFileSync(list, wanted);
    const restore = ['--no-owner', '--no-privileges', '--use-list', list];
    // The tables and their rows, all or nothing.
    await runClient('pg_restore', [...restore, '--section=pre-data', '--section=data', '--single-transaction', '--exit-on-error', '--dbname', url, file], env);
    // Then the indexes, constraints and triggers. pg_restore empties the search path so every
    // name is written in full, but earthdistance's ll_to_earth names its own type without its
    // schema, so the location indexes fail ("type earth does not exist"): they are made here
    // with the extensions' schema on the path.
    // The script's \restrict and \unrestrict lines are psql's guard against a dump that runs
    // psql commands; sent to the server itself, there is no psql to guard.
    const postData = (await runClient('pg_restore', [...restore, '--section=post-data', '--file', '-', file], env))
      .split('\n')
      .filter((line) => !/^\\(un)?restrict\b/.test(line))
      .join('\n')
      .replaceAll(`set_config('search_path', '', false)`, `set_config('search_path', 'public', false)`);
    await withClient(databaseUrl, async (client) => {
      await client.query('begin');
      await client.query(postData);
      await client.query('commit');
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { kind: 'postgres', tables: await withClient(databaseUrl, countTables) };
}

/** A data directory holds a database unless it is missing or has nothing but a lock file. */
const holdsDatabase = (dir: string) => existsSync(dir) && readdirSync(dir).some((entry) => entry !== LOCK_FILE);

/** The embedded database of `dataDir` (DATA_DIR) made from a dump, with no server running on it. */
export async function restorePglite(dataDir: string, file: string, { force = false, now = new Date() } = {}): Promise<RestoreResult> {
  const pgliteDir = path.join(dataDir, 'pglite');
  const holder = dataDirHolder(pgliteDir);
  if (holder !== undefined)
    throw new BackupError(
      `The embedded database in ${pgliteDir} is open in process ${holder}: stop the server first (a restore replaces the database under it).`,
    );
  let movedAside: string | undefined;
  if (holdsDatabase(pgliteDir)) {
    if (!force)
      throw new BackupError(
        `${pgliteDir} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside (kept beside it) and restore.`,
      );
    movedAside = `${pgliteDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgliteDir, movedAside);
  }
  const database = await openDatabase({ dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    const tables = await pgliteClient(database).query<{ n: number }>(`select count(*)::int as n from (${APP_OBJECTS}) o where o.is_table`);
    return { kind: 'pglite', tables: tables.rows[0]!.n, ...(movedAside ? { movedAside } : {}) };
  } finally {
    await database.close();
  }
}

/** `npm run backup`: the configured database, embedded or PostgreSQL. */
export const backUp = (config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string) =>
  config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupPglite(config.dataDir, file);

/** `npm run restore`: into the configured database, if the backup is of its kind. */
export async function restoreInto(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const kind = backupKindOf(file);
  if (kind === 'postgres' && !config.databaseUrl)
    throw new BackupError(`${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the empty database to restore it into.`);
  if (kind === 'pglite' && config.databaseUrl)
    throw new BackupError(`${file} is a backup of the embedded database: unset DATABASE_URL, and set DATA_DIR to an empty directory to restore it into.`);
  return config.databaseUrl ? restorePostgres(config.databaseUrl, file, options) : restorePglite(config.dataDir, file, options);
}
