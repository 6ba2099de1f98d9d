import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { jobs, pushSubscriptions, systemSettings, users } from './schema.ts';
import { writeTogether } from './write-together.ts';

const database = useTestDatabase();

describe('writeTogether', () => {
  it('makes every write and returns its own select, in one statement', async () => {
    const { db } = database;
    await writeTogether(
      db,
      [
        db.insert(jobs).values({ kind: 'send-mail', payload: { to: 'a@example.org', subject: 's', text: 't' } }),
        null,
        db.insert(systemSettings).values({ key: 'together', value: 1 }),
      ],
      sql`select 1`,
    );
    expect(await db.select({ kind: jobs.kind }).from(jobs)).toEqual([{ kind: 'send-mail' }]);
    expect(
      await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(sql`${systemSettings.key} = 'together'`),
    ).toEqual([{ value: 1 }]);
  });

  it('writes nothing when one of its writes fails', async () => {
    const { db } = database;
    const jobsBefore = await db.$count(jobs);
    // The second write breaks the key the first one has just used: the statement fails whole.
    const key = `together-${randomUUID()}`;
    await expect(
      writeTogether(db, [
        db.insert(jobs).values({ kind: 'send-mail', payload: { to: 'a@example.org', subject: 's', text: 't' } }),
        db.insert(systemSettings).values([
          { key, value: 1 },
          { key, value: 2 },
        ]),
      ]),
    ).rejects.toThrow();
    expect(await db.$count(jobs)).toBe(jobsBefore);
    expect(await db.$count(systemSettings, sql`${systemSettings.key} = ${key}`)).toBe(0);
  });

  it('takes a row that names another written in the same statement: keys are checked when it ends', async () => {
    const { db } = database;
    const userId = randomUUID();
    const device = (owner: string) =>
      db.insert(pushSubscriptions).values({ userId: owner, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'k', auth: 'a', label: 'Phone' });
    await writeTogether(db, [db.insert(users).values({ id: userId, email: `${userId}@example.org`, fullName: 'Together' }), device(userId)]);
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId))).toBe(1);
    // Naming a row nobody writes fails the statement, and its other write with it.
    const nobody = randomUUID();
    const other = randomUUID();
    await expect(
      writeTogether(db, [db.insert(users).values({ id: other, email: `${other}@example.org`, fullName: 'Other' }), device(nobody)]),
    ).rejects.toThrow();
    expect(await db.$count(users, eq(users.id, other))).toBe(0);
  });

  it('runs only its select when there is nothing to write', async () => {
    await expect(writeTogether(database.db, [null, null])).resolves.toBeUndefined();
  });
});
