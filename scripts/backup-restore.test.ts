import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { memberWithHistory } from '../test/account-with-history.ts';
import { createProviderAccount } from '../test/factories.ts';
import { databaseDigest } from '../test/permissions/database-digest.ts';
import { createTestApp, signedInAs } from '../test/services.ts';
import { adminQuery } from '../server/db/admin-query.ts';
import { serveBackups } from '../server/db/backup-socket.ts';
import { backUp, restoreInto } from '../server/db/backup.ts';
import { openDatabase, pgliteClient, type Database, type Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import {
  auditLog,
  fieldTeamMembers,
  files,
  helpRequestSubmissions,
  pushSubscriptions,
  requestPhotos,
  twoFactors,
  verifications,
  wizardDrafts,
} from '../server/db/schema.ts';
import { seedDatabase } from '../server/db/seed/seed.ts';
import { withTransaction } from '../server/db/transaction.ts';
import { recordDelivery } from '../server/lib/deliveries.ts';
import { createMailer } from '../server/lib/mailer.ts';
import { onPostgres } from '../test/database.ts';

// npm run backup, then npm run restore into a new database: every table's rows and every file's
// bytes come back, on the embedded database (backed up by the running server while it writes)
// and on PostgreSQL (pg_dump, pg_restore); a database that is not empty is refused unless told.

const run = promisify(execFile);
/** Node, tsx's transform and the database's start, two or three times: minutes on a busy machine. */
const SLOW = { timeout: 240_000 };
const logger = pino({ level: 'silent' });
const scratch = mkdtempSync(path.join(tmpdir(), 'wildline-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      timeout: 120_000,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * A row on every table: the seed's guide, settings and agencies; requests with answers, responses
 * and photos; a listing with documents; sessions, two-factor secrets, jobs, mail, audit entries.
 */
async function fillEveryKind(db: Db) {
  await seedDatabase(db, { sampleData: true, production: false });
  const { requests, accepting, helper } = await memberWithHistory(db);
  const bytes = (n: number) => new Uint8Array(randomBytes(n));
  await db.insert(requestPhotos).values([
    { requestId: requests.open, width: 1600, height: 1200, content: bytes(200_000), thumbnail: bytes(20_000) },
    { requestId: requests.open, width: 1200, height: 1600, content: bytes(150_000), thumbnail: bytes(15_000) },
  ]);
  const document = bytes(300_000);
  await db.insert(files).values({
    listingId: accepting.listing.id,
    uploadedBy: accepting.user.id,
    fileName: 'permit.pdf',
    mediaType: 'application/pdf',
    byteSize: document.length,
    sha256: 'not-checked-here',
    content: document,
  });
  await db
    .insert(pushSubscriptions)
    .values({ userId: accepting.user.id, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'k', auth: 'a', label: 'Firefox' });
  await db.insert(wizardDrafts).values({ id: randomUUID(), data: { location: { city: 'Boulder' } } });
  await recordDelivery(db, logger, 'mail', { delivered: false, error: new Error('421 Service not available') });
  await createMailer({ db, logger, from: 'Wildline <no-reply@wildline.example>' }).send({ to: 'caller@example.org', subject: 'Sent', text: 'Logged' });
  await db.insert(fieldTeamMembers).values({ userId: helper.id, state: 'CO' });
  await db.insert(twoFactors).values({ userId: accepting.user.id, secret: 'encrypted-secret', backupCodes: 'encrypted-codes' });
  await db.insert(verifications).values({ identifier: 'reset-password:token', value: accepting.user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  // A session and its rate-limit counters, as a sign-in leaves them.
  await signedInAs(createTestApp(db).app, db, 'admin');
  await createProviderAccount(db, { name: 'Prairie Wings', type: 'control', approved: false });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows the writer below adds while the backup is taken: two in one transaction, never one alone. */
const PAIR = 'backup-test.pair';

function keepWriting(db: Db) {
  let writing = true;
  let pairs = 0;
  const done = (async () => {
    while (writing) {
      // As a server's writes come between its requests: PGlite answers without a turn of the
      // event loop, so a loop of writes alone would starve the socket the backup is asked on.
      await new Promise((resolve) => setImmediate(resolve));
      const entityId = randomUUID();
      await withTransaction(db, async (tx) => {
        await tx.insert(auditLog).values({ action: `${PAIR}-a`, entityType: 'test', entityId });
        await tx.insert(auditLog).values({ action: `${PAIR}-b`, entityType: 'test', entityId });
      });
      pairs++;
    }
  })();
  return {
    stop: async () => {
      writing = false;
      await done;
      return pairs;
    },
  };
}

/** Every table's digest (rows counted and hashed) and every file's bytes, leaving out the writer's pairs. */
async function contents(db: Db) {
  await db.execute(sql`delete from audit_log where action like ${`${PAIR}%`}`);
  const digest = await (await databaseDigest(db, []))();
  const hashes = async (query: ReturnType<typeof sql>) => rowsOf<{ hash: string }>(await db.execute(query)).map((row) => row.hash);
  return {
    digest,
    migrations: rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle_migrations`))[0]!.n,
    files: await hashes(sql`select encode(sha256(content), 'hex') as hash from ${files} order by 1`),
    photos: await hashes(sql`select encode(sha256(content), 'hex') || encode(sha256(thumbnail), 'hex') as hash from ${requestPhotos} order by 1`),
  };
}

/** Pairs the restored database holds: each whole, or the backup was taken inside a transaction. */
async function pairsIn(db: Db) {
  const result = await db.execute(sql`
    select count(*) filter (where action = ${`${PAIR}-a`})::int as a, count(*) filter (where action = ${`${PAIR}-b`})::int as b,
      (select count(*)::int from (select entity_id from audit_log where action like ${`${PAIR}%`} group by entity_id having count(*) = 2) whole) as whole
    from audit_log`);
  return rowsOf<{ a: number; b: number; whole: number }>(result)[0]!;
}

function expectEveryTableFilled(digest: Record<string, string>) {
  const empty = Object.entries(digest)
    .filter(([, value]) => value.startsWith('0:'))
    .map(([table]) => table);
  expect(empty).toEqual([]);
}

async function roundTrip(
  source: Database,
  backUp: () => ReturnType<typeof npmRun>,
  restoreInto: () => Promise<{ restore: (...args: string[]) => ReturnType<typeof npmRun>; open: () => Promise<Database> }>,
) {
  await fillEveryKind(source.db);
  const writer = keepWriting(source.db);
  const backup = await backUp();
  const pairsWritten = await writer.stop();
  expect(backup.code, backup.output).toBe(0);
  expect(pairsWritten).toBeGreaterThan(0);

  const target = await restoreInto();
  const restored = await target.restore();
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toMatch(/Restored .* \d+ tables in/);
  const copy = await target.open();
  try {
    // Taken while the writer ran: some of its pairs are in the backup, some came after it, and
    // each pair is whole (the dump never holds half a transaction).
    const pairs = await pairsIn(copy.db);
    expect(pairs.a).toBeGreaterThan(0);
    expect(pairs.a).toBeLessThan(pairsWritten);
    expect(pairs.b).toBe(pairs.a);
    expect(pairs.whole).toBe(pairs.a);
    const [original, restoredContents] = [await contents(source.db), await contents(copy.db)];
    expectEveryTableFilled(original.digest);
    expect(restoredContents).toEqual(original);
    expect(original.files).toHaveLength(1);
    expect(original.photos).toHaveLength(2);
    expect((await copy.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions)).length).toBe(4);
    return backup;
  } finally {
    await copy.close();
  }
}

describe.skipIf(onPostgres())('backing up and restoring the embedded database', () => {
  it(
    'is backed up by the running server while it writes, and restores every row and file into an empty DATA_DIR; a full one only with --force',
    SLOW,
    async () => {
      const source = path.join(scratch, 'source');
      const restored = path.join(scratch, 'restored');
      const file = path.join(scratch, 'wildline.backup');
      // The server: it holds the data directory and answers backup requests, as server/start.ts does.
      const database = await openDatabase({ dataDir: path.join(source, 'pglite') });
      await migrate(database);
      const backups = serveBackups(pgliteClient(database), source, logger);
      try {
        const backup = await roundTrip(
          database,
          () => npmRun('backup', ['--to', file], { DATA_DIR: source }),
          async () => ({
            restore: (...args) => npmRun('restore', ['--from', file, ...args], { DATA_DIR: restored }),
            open: () => openDatabase({ dataDir: path.join(restored, 'pglite') }),
          }),
        );
        expect(backup.output).toContain(`taken by the running server (pid ${process.pid})`);
        expect(existsSync(`${file}.partial`)).toBe(false);
      } finally {
        await backups.close();
        await database.close();
      }

      // The same steps in this process (each command's start costs seconds): restoring over a
      // database is refused; with no server running the backup is taken here; --force restores,
      // keeping the old database aside; a backup of the other kind is refused, saying why.
      const config = { dataDir: restored, databaseUrl: undefined };
      await expect(restoreInto(config, file)).rejects.toThrow(
        `${path.join(restored, 'pglite')} already holds a database: restore into an empty DATA_DIR, or add --force`,
      );
      expect(await backUp({ dataDir: source, databaseUrl: undefined }, file)).not.toHaveProperty('byServer');
      const forced = await restoreInto(config, file, { force: true });
      expect(forced.movedAside).toMatch(/pglite\.before-restore-/);
      expect(existsSync(path.join(forced.movedAside!, 'PG_VERSION'))).toBe(true);
      await expect(restoreInto({ ...config, databaseUrl: 'postgres://nobody@127.0.0.1:9/none' }, file)).rejects.toThrow(
        'is a backup of the embedded database: unset DATABASE_URL',
      );
    },
  );
});

/** Runs statements in `databaseUrl`'s database as the test server's own (super)user. */
async function asSuperuser(databaseUrl: string, statements: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await database.db.execute(sql.raw(statements));
  } finally {
    await database.close();
  }
}

const POSTGRES_ROUND_TRIP =
  'is backed up with pg_dump while the database is written to, and restores every row and file into an empty database, as a user who is no superuser too; a full one only with --force';

describe.skipIf(!onPostgres())('backing up and restoring PostgreSQL', () => {
  it(POSTGRES_ROUND_TRIP, SLOW, async () => {
    const template = new URL(inject('postgresTemplateUrl'));
    const templateName = template.pathname.slice(1);
    const suffix = randomBytes(4).toString('hex');
    const urlOf = (name: string, username = template.username) => Object.assign(new URL(template), { pathname: `/${name}`, username }).toString();
    const [sourceName, targetName, plainName] = ['bk', 'rs', 'pl'].map((part) => `${templateName}_${part}_${suffix}`) as [string, string, string];
    const plainRole = `wl_restorer_${suffix}`;
    const file = path.join(scratch, 'wildline.dump');
    await adminQuery(template, `CREATE DATABASE "${sourceName}" TEMPLATE "${templateName}"`);
    const source = await openDatabase({ databaseUrl: urlOf(sourceName), poolSize: 4 });
    try {
      await roundTrip(
        source,
        () => npmRun('backup', ['--to', file], { DATABASE_URL: urlOf(sourceName) }),
        async () => {
          // A new, empty database, as `createdb` makes one: the backup brings the extensions.
          await adminQuery(template, `CREATE DATABASE "${targetName}"`);
          return {
            restore: (...args) => npmRun('restore', ['--from', file, ...args], { DATABASE_URL: urlOf(targetName) }),
            open: () => openDatabase({ databaseUrl: urlOf(targetName), poolSize: 2 }),
          };
        },
      );
      const refused = await npmRun('restore', ['--from', file], { DATABASE_URL: urlOf(targetName) });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(new RegExp(`The database ${targetName} is not empty \\(\\d+ tables\\): restore into a new, empty database`));
      const forced = await npmRun('restore', ['--from', file, '--force'], { DATABASE_URL: urlOf(targetName) });
      expect(forced.code, forced.output).toBe(0);

      // As in production: the server's user is no superuser, and a superuser made the extensions
      // in the new database beforehand (README "Operating").
      await adminQuery(template, `CREATE ROLE ${plainRole} LOGIN`);
      await adminQuery(template, `CREATE DATABASE "${plainName}" OWNER ${plainRole}`);
      await asSuperuser(urlOf(plainName), 'CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance');
      const plain = await npmRun('restore', ['--from', file], { DATABASE_URL: urlOf(plainName, plainRole) });
      expect(plain.code, plain.output).toBe(0);
      const copy = await openDatabase({ databaseUrl: urlOf(plainName, plainRole), poolSize: 1 });
      try {
        expect(await contents(copy.db)).toEqual(await contents(source.db));
      } finally {
        await copy.close();
      }
    } finally {
      await source.close();
      for (const name of [sourceName, targetName, plainName]) await adminQuery(template, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(template, `DROP ROLE IF EXISTS ${plainRole}`);
    }
  });
});
