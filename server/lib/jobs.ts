import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from '../../common/zod.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { Logger } from './logger.ts';

// Background jobs as rows (DESIGN.md "background jobs", principle 4): any number of server
// processes poll one `jobs` table and claim ready rows with FOR UPDATE SKIP LOCKED, so each
// job runs on one worker at a time. Delivery is at least once: a handler must tolerate a
// repeat after a crash (the notification handlers re-check the request before mailing).
// A worker refreshes the lock of the jobs it holds (a heartbeat), so a job whose process died
// (kill -9, a lost machine) is taken up again a minute later by any worker, while a slow job
// of a live worker, however long it runs, is never taken for abandoned.
// Daily work (deleting what is kept no longer, docs/decisions/018) is a job too: each worker, on
// its first poll of a UTC day, enqueues that day's row under a dedupe key naming the date, so
// however many processes poll, one row is made and one worker runs it.
// Which kinds exist is a registry (server/jobs/registry.ts, docs/decisions/020): each kind's payload
// schema is checked when a job is enqueued and again before its handler runs.

export interface JobContext {
  jobId: number;
  /** 1 on the first run */
  attempt: number;
  maxAttempts: number;
  logger: Logger;
  /** the worker's clock: the moment the job runs at (tests move it) */
  now: () => Date;
}

export type JobHandler<Payload = unknown> = (payload: Payload, ctx: JobContext) => Promise<void>;

/** Thrown by a handler when retrying cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * One kind of job. Its payload is plain JSON: what enqueue stores is what the worker parses
 * again, so a schema with transforms or defaults that change the value does not belong here.
 */
export interface JobKind<Schema extends z.ZodType = z.ZodType> {
  payload: Schema;
  /** Names a job, so a second one with the same key is not enqueued, even after the first has finished: `<kind>:<this>`. */
  dedupeBy?: (payload: z.output<Schema>) => string;
  /** enqueued by every worker on its first poll of a UTC day, with the day as its payload (once across processes) */
  daily?: true;
}

export type JobKinds = Record<string, JobKind>;
export type JobPayload<Kind extends JobKind> = z.output<Kind['payload']>;
/** A handler for every kind, taking the payload its schema gives. */
export type JobHandlers<Kinds extends JobKinds> = { [Name in keyof Kinds]: JobHandler<JobPayload<Kinds[Name]>> };

export const jobKind = <Schema extends z.ZodType>(payload: Schema, options: Omit<JobKind<Schema>, 'payload'> = {}): JobKind<Schema> => ({
  payload,
  ...options,
});

const ZDay = z.object({ day: z.iso.date() });
/** A job run once a UTC day: its payload is the day, its dedupe key `<kind>:<day>`. */
export const dailyJobKind = (): JobKind<typeof ZDay> => ({ payload: ZDay, dedupeBy: ({ day }) => day, daily: true });

/** "requestId: Invalid UUID; providerId: Invalid input…", on one line for a log or lastError. */
const issuesOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

export interface Enqueue<Kinds extends JobKinds> {
  /** Adds a job; `db` may be a transaction, so the job is written with the change that causes it. Null when deduplicated. */
  <Name extends keyof Kinds & string>(db: Db, kind: Name, payload: z.input<Kinds[Name]['payload']>, options?: EnqueueOptions): Promise<number | null>;
  /** Adds one job per payload in one statement; the ids of those not deduplicated. */
  <Name extends keyof Kinds & string>(db: Db, kind: Name, payloads: readonly z.input<Kinds[Name]['payload']>[], options?: EnqueueOptions): Promise<number[]>;
}

/** Each payload checked against its kind's schema: the rows to write. */
function jobRows(kinds: JobKinds, kind: string, payloads: readonly unknown[], options: EnqueueOptions) {
  const registered = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (!registered) throw new TypeError(`Unknown job kind "${kind}"`);
  return payloads.map((one) => {
    const parsed = registered.payload.safeParse(one);
    if (!parsed.success) throw new TypeError(`Invalid payload for job kind "${kind}": ${issuesOf(parsed.error)}`);
    const payload = parsed.data as Record<string, unknown>;
    return {
      kind,
      payload,
      dedupeKey: registered.dedupeBy ? `${kind}:${registered.dedupeBy(payload)}` : null,
      runAt: options.runAt,
      maxAttempts: options.maxAttempts,
    };
  });
}

/** The statement that writes the rows, in their order (not run: the caller awaits it, or runs it with other writes); null for none. */
const jobsInsert = (db: Db, rows: ReturnType<typeof jobRows>) =>
  rows.length ? db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.dedupeKey }) : null;

async function insertJobs(db: Db, kinds: JobKinds, kind: string, payloads: readonly unknown[], options: EnqueueOptions): Promise<number[]> {
  const insert = jobsInsert(db, jobRows(kinds, kind, payloads, options));
  if (!insert) return [];
  const written = await insert.returning({ id: jobs.id });
  return written.map((row) => row.id);
}

/**
 * The registry's enqueue: the payload's type comes from its kind's schema, and a payload that
 * does not parse (a producer's bug that got past the types with a cast) throws before any row is written.
 */
export function enqueuerFor<Kinds extends JobKinds>(kinds: Kinds): Enqueue<Kinds> {
  const enqueue = async (db: Db, kind: string, payload: unknown, options: EnqueueOptions = {}) => {
    if (Array.isArray(payload)) return insertJobs(db, kinds, kind, payload, options);
    const [id] = await insertJobs(db, kinds, kind, [payload], options);
    return id ?? null;
  };
  return enqueue as Enqueue<Kinds>;
}

/** Jobs of several kinds, `[kind, payloads, options?]` in the order they are to run. */
export type JobBatch<Kinds extends JobKinds> = {
  [Name in keyof Kinds & string]: [Name, readonly z.input<Kinds[Name]['payload']>[]] | [Name, readonly z.input<Kinds[Name]['payload']>[], EnqueueOptions];
}[keyof Kinds & string];

/**
 * The statement `enqueue` would run for these jobs, to run with other writes
 * (server/db/write-together.ts); null for none. The payloads are checked now.
 */
export const jobsInsertFor =
  <Kinds extends JobKinds>(kinds: Kinds) =>
  (db: Db, batches: readonly JobBatch<Kinds>[]) =>
    jobsInsert(
      db,
      batches.flatMap(([kind, payloads, options = {}]) => jobRows(kinds, kind, payloads, options)),
    );

const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before the next try after the `attempt`-th failed: 30 s, 1 min, 2 min … capped at 1 h. */
export const retryDelayMs = (attempt: number): number => Math.min(BASE_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);

/** Unique per process and per worker: host, pid and a random suffix. */
export const uniqueWorkerId = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** A running job whose lock has not been refreshed for this long is taken for abandoned. */
export const STUCK_AFTER_MS = 60_000;
/** How often a worker refreshes the locks it holds: several times within STUCK_AFTER_MS. */
export const HEARTBEAT_MS = 15_000;

export interface JobWorkerOptions<Kinds extends JobKinds = JobKinds> {
  db: Db;
  logger: Logger;
  kinds: Kinds;
  handlers: JobHandlers<Kinds>;
  workerId: string;
  pollMs?: number;
  /** jobs claimed per run */
  batch?: number;
  /** a running job whose lock is older than this is taken for abandoned by a dead process and re-queued */
  stuckAfterMs?: number;
  /** how often the locks of held jobs are refreshed; well under stuckAfterMs */
  heartbeatMs?: number;
  /** the daily kinds this worker schedules: by default every kind the registry declares daily (a test may leave them out) */
  daily?: readonly (keyof Kinds & string)[];
  /** the clock that says which day it is and which jobs are due (tests move it) */
  now?: () => Date;
}

export interface JobWorker {
  /** Re-queues abandoned jobs, claims ready ones and runs them; resolves with how many ran. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the run in flight; claimed jobs not yet started go back to the queue. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobWorker<Kinds extends JobKinds>(options: JobWorkerOptions<Kinds>): JobWorker {
  const { db, kinds, workerId } = options;
  // Looked up by the kind a row names; each handler gets the payload its kind's schema parsed.
  const handlers = options.handlers as unknown as Partial<Record<string, JobHandler>>;
  const logger = options.logger.child({ worker: workerId });
  const pollMs = options.pollMs ?? 2000;
  const batch = options.batch ?? 10;
  const stuckAfterMs = options.stuckAfterMs ?? STUCK_AFTER_MS;
  const stuckAfterSeconds = stuckAfterMs / 1000;
  const heartbeatMs = options.heartbeatMs ?? Math.min(HEARTBEAT_MS, stuckAfterMs / 4);
  const daily = options.daily ?? Object.keys(kinds).filter((kind) => kinds[kind]!.daily);
  const now = options.now ?? (() => new Date());

  const abandonedNote = ` (no heartbeat for ${stuckAfterSeconds} s): re-queued`;
  let polling = false;
  /** bumped by start(), so a loop left over from before a stop() does not carry on beside the new one */
  let generation = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  /** The day whose daily jobs this worker has enqueued (or found enqueued by another). */
  let scheduledDay: string | null = null;
  async function scheduleDaily() {
    const day = now().toISOString().slice(0, 10);
    if (!daily.length || day === scheduledDay) return;
    for (const kind of daily) await insertJobs(db, kinds, kind, [{ day }], {});
    scheduledDay = day;
  }

  async function requeueAbandoned() {
    // One statement, so one short transaction: PGlite has a single connection.
    const result = await db.execute(sql`
      with stuck as materialized (
        select id from jobs
        where status = 'running' and locked_at < now() - make_interval(secs => ${stuckAfterSeconds})
        for update skip locked
      )
      update jobs set
        status = case when jobs.attempts >= jobs.max_attempts then 'failed' else 'pending' end,
        last_error = 'abandoned by worker ' || coalesce(jobs.locked_by, 'unknown') || ${abandonedNote},
        run_at = now(), locked_at = null, locked_by = null, updated_at = now()
      from stuck where jobs.id = stuck.id
      returning jobs.id, jobs.kind, jobs.status`);
    for (const job of rowsOf<{ id: unknown; kind: string; status: string }>(result)) {
      logger.warn({ jobId: Number(job.id), kind: job.kind, status: job.status }, 'job abandoned by its worker: re-queued');
    }
  }

  async function claim(): Promise<ClaimedJob[]> {
    // MATERIALIZED: the locking subquery runs once, so the update takes exactly the rows it locked.
    const result = await db.execute(sql`
      with ready as materialized (
        select id from jobs
        where status = 'pending' and run_at <= greatest(now(), ${now().toISOString()}::timestamptz)
        order by run_at, id
        limit ${batch}
        for update skip locked
      )
      update jobs set status = 'running', attempts = jobs.attempts + 1, locked_at = now(), locked_by = ${workerId}, updated_at = now()
      from ready where jobs.id = ready.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.run_at`);
    return rowsOf<{ id: unknown; kind: string; payload: unknown; attempts: number; max_attempts: number; run_at: unknown }>(result)
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        payload: r.payload,
        attempts: Number(r.attempts),
        maxAttempts: Number(r.max_attempts),
        runAt: new Date(r.run_at as Date | string).getTime(),
      }))
      .sort((a, b) => a.runAt - b.runAt || a.id - b.id);
  }

  /** Only while this worker still holds the job: it may have been re-queued as abandoned. */
  const heldBy = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

  /** Every job this worker holds, running or claimed and waiting its turn, is shown alive. */
  function heartbeat() {
    return db
      .update(jobs)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
      .then(
        () => {},
        (error: unknown) => logger.warn({ error: messageOf(error) }, 'job worker: heartbeat failed'),
      );
  }

  async function run(job: ClaimedJob) {
    const jobLogger = logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    // A row of a kind this version does not know (written by an older or newer one) fails, named.
    const kind = Object.hasOwn(kinds, job.kind) ? kinds[job.kind] : undefined;
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    try {
      if (!kind || !handler) throw new PermanentJobError(`No handler for job kind "${job.kind}"`);
      const payload = kind.payload.safeParse(job.payload);
      if (!payload.success) throw new PermanentJobError(`Invalid payload: ${issuesOf(payload.error)}`);
      await handler(payload.data, { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, logger: jobLogger, now });
    } catch (error) {
      const lastError = messageOf(error);
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const delaySeconds = retryDelayMs(job.attempts) / 1000;
      await db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', lastError, lockedAt: null, lockedBy: null }
            : { status: 'pending', lastError, lockedAt: null, lockedBy: null, runAt: sql`now() + make_interval(secs => ${delaySeconds})` },
        )
        .where(heldBy(job.id));
      if (final) jobLogger.error({ err: error }, 'job failed for good');
      else jobLogger.warn({ error: lastError, retryInSeconds: delaySeconds }, 'job failed: will retry');
      return;
    }
    await db.update(jobs).set({ status: 'done', lastError: null, lockedAt: null, lockedBy: null }).where(heldBy(job.id));
  }

  async function runBatch(): Promise<number> {
    if (stopping) return 0;
    await scheduleDaily();
    await requeueAbandoned();
    const claimed = await claim();
    let ran = 0;
    const beating = claimed.length ? setInterval(() => void heartbeat(), heartbeatMs).unref() : undefined;
    try {
      for (const job of claimed) {
        if (stopping) break;
        await run(job);
        ran++;
      }
    } finally {
      clearInterval(beating);
    }
    const unstarted = claimed.slice(ran).map((j) => j.id);
    if (unstarted.length) {
      // Shutting down: hand the rest back untouched, as if never claimed.
      await db
        .update(jobs)
        .set({ status: 'pending', attempts: sql`${jobs.attempts} - 1`, lockedAt: null, lockedBy: null })
        .where(and(inArray(jobs.id, unstarted), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
    }
    return ran;
  }

  // Runs of one worker queue behind each other, whoever asks: polling and runOnce never overlap.
  let last: Promise<unknown> = Promise.resolve();
  function runOnce(): Promise<number> {
    const current = last.then(runBatch);
    last = current.catch(() => {});
    return current;
  }

  /** One poll; it catches its own failures, so timers can start it without awaiting it. */
  async function tick(loop: number) {
    timer = undefined;
    let ran = 0;
    try {
      ran = await runOnce();
    } catch (error) {
      logger.error({ err: error }, 'job worker: polling failed');
    }
    // A full batch suggests more are waiting: go again at once.
    if (polling && loop === generation) timer = setTimeout(() => void tick(loop), ran >= batch ? 0 : pollMs).unref();
  }

  return {
    runOnce,
    start() {
      if (polling) return;
      polling = true;
      stopping = false;
      generation++;
      timer = setTimeout((loop: number) => void tick(loop), 0, generation).unref();
    },
    async stop() {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await last;
    },
  };
}
