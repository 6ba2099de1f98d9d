import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { jobs, systemSettings } from './schema.ts';
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

  it('runs only its select when there is nothing to write', async () => {
    await expect(writeTogether(database.db, [null, null])).resolves.toBeUndefined();
  });
});
