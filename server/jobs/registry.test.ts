import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { loadConfig } from '../config.ts';
import { jobs, outbox } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { createMailer } from '../lib/mailer.ts';
import { createWorker } from '../start.ts';
import { jobHandlers } from './handlers.ts';
import { enqueue, JOB_KINDS } from './registry.ts';

// The job registry (docs/decisions/020): a payload is checked against its kind's schema when it is
// enqueued (by the types, and again at run time) and when the worker takes it up.
const database = useTestDatabase();
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused' });
const services = () => ({ db: database.db, logger, config, mailer: createMailer({ db: database.db, logger, from: config.mailFrom }) });
const jobRows = () =>
  database.db
    .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .orderBy(asc(jobs.id));

describe('the job registry', () => {
  it('gives every kind a handler', () => {
    expect(Object.keys(jobHandlers(services())).sort()).toEqual(Object.keys(JOB_KINDS).sort());
  });

  it('refuses a payload its kind does not take, at compile time and at run time, and writes nothing', async () => {
    const requestId = randomUUID();
    // @ts-expect-error: notify-provider needs a providerId
    const missing = enqueue(database.db, 'notify-provider', { requestId });
    await expect(missing).rejects.toThrow(/^Invalid payload for job kind "notify-provider": providerId: /);
    const cast = { requestId: 'not-a-uuid', providerId: randomUUID() } as unknown as { requestId: string; providerId: string };
    await expect(enqueue(database.db, 'notify-provider', cast)).rejects.toThrow(/^Invalid payload for job kind "notify-provider": requestId: Invalid UUID/);
    // @ts-expect-error: not a kind of the registry
    await expect(enqueue(database.db, 'notify-everyone', {})).rejects.toThrow('Unknown job kind "notify-everyone"');
    expect(await jobRows()).toEqual([]);
  });

  it('refuses the whole batch when one payload is wrong, inside the transaction of the change it is about', async () => {
    const good = { requestId: randomUUID(), providerId: randomUUID() };
    const bad = { requestId: good.requestId } as typeof good;
    await expect(withTransaction(database.db, (tx) => enqueue(tx, 'notify-provider', [good, bad]))).rejects.toThrow(/providerId/);
    expect(await jobRows()).toEqual([]);
  });

  it('names each job by its kind’s dedupe key, so enqueueing twice makes one job', async () => {
    const requestId = randomUUID();
    const first = await enqueue(database.db, 'confirm-request', { requestId });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueue(database.db, 'confirm-request', { requestId })).toBeNull();
    expect(
      await enqueue(database.db, 'send-mail', [
        { to: 'a@example.org', subject: 'Hi', text: 'One' },
        { to: 'a@example.org', subject: 'Hi', text: 'One' },
      ]),
    ).toHaveLength(2);
    expect(await jobRows()).toMatchObject([
      { kind: 'confirm-request', dedupeKey: `confirm-request:${requestId}` },
      { kind: 'send-mail', dedupeKey: null },
      { kind: 'send-mail', dedupeKey: null },
    ]);
  });

  it('fails a stored job whose payload does not parse, at once and saying why, without calling its handler', async () => {
    // As a row enqueue would refuse: written by an older version, or by hand.
    await database.db.insert(jobs).values({ kind: 'send-mail', payload: { to: 42, subject: 'Your reset link' } });
    expect(await createWorker(services(), { daily: [] }).runOnce()).toBe(1);
    expect(await jobRows()).toEqual([
      { kind: 'send-mail', status: 'failed', attempts: 1, lastError: expect.stringMatching(/^Invalid payload: to: .+; text: .+/), dedupeKey: null },
    ]);
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('declares the daily jobs the worker schedules', async () => {
    await createWorker(services(), { now: () => new Date('2026-11-24T12:00:00Z') }).runOnce();
    expect(await jobRows()).toEqual([{ kind: 'daily-maintenance', status: 'done', attempts: 1, lastError: null, dedupeKey: 'daily-maintenance:2026-11-24' }]);
  });
});
