import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { onPostgres, useTestDatabase } from '../../test/database.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { z } from '../../common/zod.ts';
import {
  createJobWorker,
  dailyJobKind,
  enqueuerFor,
  jobKind,
  jobsInsertFor,
  PermanentJobError,
  retryDelayMs,
  type JobHandler,
  type JobHandlers,
  type JobWorkerOptions,
} from './jobs.ts';

const database = useTestDatabase();

/** The kinds these tests run, as the app's registry (server/jobs/registry.ts) declares its own. */
const KINDS = {
  greet: jobKind(z.object({ name: z.string() })),
  'greet-once': jobKind(z.object({ n: z.number(), key: z.string() }), { dedupeBy: ({ key }) => key }),
  count: jobKind(z.object({ n: z.number().optional() })),
  later: jobKind(z.object({})),
  flaky: jobKind(z.object({})),
  hopeless: jobKind(z.object({})),
  slow: jobKind(z.object({})),
};
const enqueue = enqueuerFor(KINDS);

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

/** A worker with handlers for some of KINDS: a job of another kind fails as having no handler. */
function worker(handlers: Partial<JobHandlers<typeof KINDS>>, overrides: Partial<JobWorkerOptions<typeof KINDS>> = {}) {
  return createJobWorker({
    db: database.db,
    logger: capturedLogger().logger,
    kinds: KINDS,
    handlers: handlers as JobHandlers<typeof KINDS>,
    workerId: `test:${Math.random()}`,
    ...overrides,
  });
}

const allJobs = () => database.db.select().from(jobs).orderBy(asc(jobs.id));
async function jobById(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}
/** Seconds from the database's clock to the job's runAt. */
async function secondsUntilRun(id: number) {
  const result = await database.db.execute(sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}`);
  return Number((result as unknown as { rows: { s: number }[] }).rows[0]!.s);
}
/** Pretends the back-off has passed. */
const makeDue = (id: number) =>
  database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the job queue', () => {
  it('runs a ready job once, with its payload, and marks it done', async () => {
    const seen: unknown[] = [];
    const id = (await enqueue(database.db, 'greet', { name: 'otter' }))!;
    const w = worker({ greet: async (payload, ctx) => void seen.push({ payload, attempt: ctx.attempt, jobId: ctx.jobId }) });

    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    expect(seen).toEqual([{ payload: { name: 'otter' }, attempt: 1, jobId: id }]);
    expect(await jobById(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedAt: null, lastError: null });
  });

  it('makes enqueueing idempotent with a dedupe key, even after the job has run', async () => {
    const first = await enqueue(database.db, 'greet-once', { n: 1, key: 'a' });
    expect(await enqueue(database.db, 'greet-once', { n: 2, key: 'a' })).toBeNull();
    await worker({ 'greet-once': async () => {} }).runOnce();
    expect(await enqueue(database.db, 'greet-once', { n: 3, key: 'a' })).toBeNull();
    expect(await allJobs()).toMatchObject([{ id: first, payload: { n: 1, key: 'a' }, dedupeKey: 'greet-once:a', status: 'done' }]);
  });

  it('writes a batch of several kinds as one statement, in its order, checking every payload before building it', async () => {
    const jobsInsert = jobsInsertFor(KINDS);
    expect(() =>
      jobsInsert(database.db, [
        ['greet', [{ name: 'Ada' }]],
        ['count', [{ n: 'one' as never }]],
      ]),
    ).toThrow(/Invalid payload for job kind "count"/);
    expect(jobsInsert(database.db, [['greet', []]])).toBeNull();
    await enqueue(database.db, 'greet-once', { n: 0, key: 'taken' });
    await jobsInsert(database.db, [
      [
        'greet-once',
        [
          { n: 1, key: 'taken' },
          { n: 2, key: 'new' },
        ],
      ],
      ['greet', [{ name: 'Ada' }, { name: 'Grace' }]],
    ]);
    expect((await allJobs()).map((job) => [job.kind, job.payload])).toEqual([
      ['greet-once', { n: 0, key: 'taken' }],
      ['greet-once', { n: 2, key: 'new' }],
      ['greet', { name: 'Ada' }],
      ['greet', { name: 'Grace' }],
    ]);
  });

  it('can enqueue inside a transaction, and leaves a job alone until its runAt', async () => {
    await withTransaction(database.db, async (tx) => {
      await enqueue(tx, 'later', {}, { runAt: new Date(Date.now() + 60_000) });
    });
    const handler = vi.fn(async () => {});
    expect(await worker({ later: handler }).runOnce()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(await allJobs()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('retries a failing job later with exponential back-off, then fails it after maxAttempts', async () => {
    const id = (await enqueue(database.db, 'flaky', {}))!;
    const w = worker({
      flaky: async () => {
        throw new Error('SMTP is down');
      },
    });

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await w.runOnce()).toBe(1);
      expect(await jobById(id)).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'SMTP is down', lockedBy: null });
      const wait = await secondsUntilRun(id);
      expect(wait).toBeGreaterThan(retryDelayMs(attempt) / 1000 - 5);
      expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt) / 1000);
      expect(await w.runOnce()).toBe(0); // not before the back-off has passed
      await makeDue(id);
    }
    expect(await w.runOnce()).toBe(1);
    expect(await jobById(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'SMTP is down' });
    await makeDue(id);
    expect(await w.runOnce()).toBe(0);
  });

  it('backs off 30 s, 1, 2, 4 minutes … and never more than an hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('fails at once a job of an unknown kind, or one whose handler says retrying cannot help', async () => {
    // A kind this version does not know: written by an older or newer one.
    const [{ id: unknown }] = (await database.db.insert(jobs).values({ kind: 'mystery', payload: {} }).returning({ id: jobs.id })) as [{ id: number }];
    const hopeless = (await enqueue(database.db, 'hopeless', {}))!;
    await worker({
      hopeless: async () => {
        throw new PermanentJobError('Invalid payload');
      },
    }).runOnce();
    expect(await jobById(unknown)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'No handler for job kind "mystery"' });
    expect(await jobById(hopeless)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Invalid payload' });
  });

  it('fails at once a stored job whose payload its kind does not take, saying why, without calling the handler', async () => {
    const [{ id }] = (await database.db
      .insert(jobs)
      .values({ kind: 'greet', payload: { name: 7 } })
      .returning({ id: jobs.id })) as [{ id: number }];
    const handler = vi.fn(async () => {});
    await worker({ greet: handler }).runOnce();
    expect(handler).not.toHaveBeenCalled();
    expect(await jobById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Invalid payload: name: Invalid input: expected string, received number',
    });
  });

  it('hands the handler the payload as its schema parsed it', async () => {
    const seen: unknown[] = [];
    await database.db.insert(jobs).values({ kind: 'greet', payload: { name: 'otter', extra: 'dropped' } });
    await worker({ greet: async (payload) => void seen.push(payload) }).runOnce();
    expect(seen).toEqual([{ name: 'otter' }]);
  });

  it('runs every job exactly once when two workers poll the same queue at the same time', async () => {
    const total = 40;
    for (let n = 0; n < total; n++) await enqueue(database.db, 'count', { n });
    const runs: { n: number; worker: string }[] = [];
    const counting =
      (name: string): JobHandler =>
      async (payload) => {
        runs.push({ n: (payload as { n: number }).n, worker: name });
        await new Promise((r) => setTimeout(r, 2)); // let the other worker claim meanwhile
      };
    const a = worker({ count: counting('a') }, { batch: 5 });
    const b = worker({ count: counting('b') }, { batch: 5 });

    let rounds = 0;
    for (;;) {
      const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ranA + ranB === 0) break;
      rounds++;
    }

    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(total).keys()]);
    expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
    expect(rounds).toBeGreaterThanOrEqual(4);
    expect((await allJobs()).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it.skipIf(!onPostgres())('skips a job another connection holds locked instead of waiting for it (PostgreSQL)', async () => {
    const locked = (await enqueue(database.db, 'count', {}))!;
    const free = (await enqueue(database.db, 'count', {}))!;
    const ran: number[] = [];
    const w = worker({ count: async (_payload, ctx) => void ran.push(ctx.jobId) });
    const release = deferred();
    const holding = database.db.transaction(async (tx) => {
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, locked)).for('update');
      expect(await w.runOnce()).toBe(1); // on the pool's other connection, not blocked by this lock
      release.resolve();
    });
    await Promise.all([holding, release.promise]);
    expect(ran).toEqual([free]);
    expect(await w.runOnce()).toBe(1);
    expect(ran).toEqual([free, locked]);
  });

  it('re-queues a job left running by a crashed process a minute after its last heartbeat, and fails one that has used its attempts', async () => {
    const [stuck, exhausted, busy] = await database.db
      .insert(jobs)
      .values([
        { kind: 'count', payload: {}, status: 'running', attempts: 1, lockedBy: 'dead-host:1:a', lockedAt: sql`now() - interval '61 seconds'` },
        { kind: 'count', payload: {}, status: 'running', attempts: 5, lockedBy: 'dead-host:1:a', lockedAt: sql`now() - interval '61 seconds'` },
        { kind: 'count', payload: {}, status: 'running', attempts: 1, lockedBy: 'live-host:2:b', lockedAt: sql`now() - interval '15 seconds'` },
      ])
      .returning({ id: jobs.id });
    const ran: number[] = [];
    const { logger, lines } = capturedLogger();
    const w = createJobWorker({
      db: database.db,
      logger,
      workerId: 'test:reaper',
      kinds: { count: KINDS.count },
      handlers: { count: async (_p, ctx) => void ran.push(ctx.jobId) },
    });

    expect(await w.runOnce()).toBe(1);

    expect(ran).toEqual([stuck!.id]);
    expect(await jobById(stuck!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobById(exhausted!.id)).toMatchObject({ status: 'failed', attempts: 5 });
    expect((await jobById(exhausted!.id)).lastError).toMatch(/^abandoned by worker dead-host:1:a/);
    expect(await jobById(busy!.id)).toMatchObject({ status: 'running', lockedBy: 'live-host:2:b' });
    expect(lines.filter((l) => l.msg === 'job abandoned by its worker: re-queued')).toHaveLength(2);
  });

  it('keeps the locks of the jobs it holds fresh, so a slow job of a live worker is never taken for abandoned', async () => {
    const slow = (await enqueue(database.db, 'slow', {}))!;
    const waiting = (await enqueue(database.db, 'slow', {}))!;
    const timing = { stuckAfterMs: 1500, heartbeatMs: 100 };
    const ran: { jobId: number; worker: string }[] = [];
    const slowHandler =
      (name: string): JobHandler =>
      async (_payload, ctx) => {
        ran.push({ jobId: ctx.jobId, worker: name });
        if (ran.length === 1) await new Promise((r) => setTimeout(r, 3 * timing.stuckAfterMs));
      };
    const holder = worker({ slow: slowHandler('holder') }, timing);
    const other = worker({ slow: slowHandler('other') }, timing);

    const holding = holder.runOnce(); // claims both; the first runs for three times stuckAfterMs
    await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 5000, interval: 20 });
    const deadline = Date.now() + 2 * timing.stuckAfterMs;
    while (Date.now() < deadline) {
      expect(await other.runOnce()).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await holding).toBe(2);

    expect(ran).toEqual([
      { jobId: slow, worker: 'holder' },
      { jobId: waiting, worker: 'holder' },
    ]);
    expect((await allJobs()).map((j) => ({ status: j.status, attempts: j.attempts }))).toEqual([
      { status: 'done', attempts: 1 },
      { status: 'done', attempts: 1 },
    ]);
  }, 20_000);
});

describe('daily jobs', () => {
  it('are enqueued once a UTC day and run once, however many workers poll', async () => {
    let clock = new Date('2026-11-24T23:59:00Z');
    const ran: unknown[] = [];
    const daily = () =>
      createJobWorker({
        db: database.db,
        logger: capturedLogger().logger,
        workerId: `test:${Math.random()}`,
        kinds: { tidy: dailyJobKind() },
        handlers: { tidy: async (payload) => void ran.push(payload) },
        now: () => clock,
      });
    const [first, second] = [daily(), daily()];
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    expect(ran).toEqual([{ day: '2026-11-24' }]);

    clock = new Date('2026-11-25T00:00:01Z');
    await Promise.all([second.runOnce(), first.runOnce()]);
    expect(ran).toEqual([{ day: '2026-11-24' }, { day: '2026-11-25' }]);
    expect((await allJobs()).map((j) => [j.dedupeKey, j.status])).toEqual([
      ['tidy:2026-11-24', 'done'],
      ['tidy:2026-11-25', 'done'],
    ]);
  });
});

describe('the polling worker', () => {
  it('picks up jobs as they arrive until stopped', async () => {
    const ran: number[] = [];
    const w = worker({ count: async (_p, ctx) => void ran.push(ctx.jobId) }, { pollMs: 20 });
    w.start();
    const id = (await enqueue(database.db, 'count', {}))!;
    await vi.waitFor(() => expect(ran).toEqual([id]), { timeout: 5000, interval: 20 });
    await w.stop();
    await enqueue(database.db, 'count', {});
    await new Promise((r) => setTimeout(r, 100));
    expect(ran).toEqual([id]);
  });

  it('on stop, waits for the job in flight and hands back the claimed jobs it has not started', async () => {
    const first = (await enqueue(database.db, 'slow', {}))!;
    const others = [(await enqueue(database.db, 'slow', {}))!, (await enqueue(database.db, 'slow', {}))!];
    const started = deferred();
    const finish = deferred();
    const ran: number[] = [];
    const w = worker({
      slow: async (_p, ctx) => {
        ran.push(ctx.jobId);
        started.resolve();
        await finish.promise;
      },
    });
    w.start();
    await started.promise;

    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    finish.resolve();
    await stopping;

    expect(ran).toEqual([first]);
    expect(await jobById(first)).toMatchObject({ status: 'done' });
    for (const id of others) expect(await jobById(id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
  });

  it('logs a failed poll and keeps polling, without throwing', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    const { logger, lines } = capturedLogger();
    const w = createJobWorker({ db: broken, logger, kinds: {}, handlers: {}, workerId: 'test:broken', pollMs: 10 });
    w.start();
    await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'job worker: polling failed').length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
      interval: 10,
    });
    await w.stop();
  });
});
