import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DeliveryChannel } from '../../db/schema.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { jobFigures } from './job-figures.ts';

// The admin overview's Health panel: what an administrator must know is broken before a caller
// finds out. Mail delivery, the job queue, browser notifications and the daily maintenance run,
// each flagged when it needs a person. Read from the database, so every server process shows
// the same; the time comes from the clock tests can fix (server/lib/clock.ts).

/** A job due this long and not taken needs a person: workers poll every 2 s, so nobody is taking jobs. */
export const STUCK_AFTER_SECONDS = 5 * 60;
/** The daily maintenance runs on each UTC day's first poll: later than this, the workers are not polling. */
export const MAINTENANCE_LATE_HOURS = 26;
const HOUR_MS = 3_600_000;

export interface DeliveryHealth {
  lastDeliveredAt: Date | null;
  failuresLastHour: number;
  lastFailure: { at: Date; error: string | null } | null;
  /** it failed in the last hour and nothing has gone since */
  needsAttention: boolean;
}

export type MailHealth =
  | ({ mode: 'smtp' } & DeliveryHealth)
  /** 'log': MAIL=log, nothing delivered on purpose; 'outbox': no SMTP_URL outside production (development's /dev/mailbox) */
  | { mode: 'log' | 'outbox'; needsAttention: boolean };

export interface JobsHealth {
  waiting: number;
  oldestWaitingSeconds: number;
  oldestWaitingKind: string | null;
  /** jobs that failed for good in the last day, by kind */
  failedLastDay: { kind: string; count: number }[];
  needsAttention: boolean;
}

export interface MaintenanceHealth {
  lastRunAt: Date | null;
  lastFailedAt: Date | null;
  needsAttention: boolean;
}

export interface Health {
  mail: MailHealth;
  jobs: JobsHealth;
  push: DeliveryHealth;
  maintenance: MaintenanceHealth;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function deliveries(db: Db, now: Date): Promise<Record<DeliveryChannel, DeliveryHealth>> {
  const hourAgo = at(new Date(now.getTime() - HOUR_MS));
  // Each figure from the (channel, created_at) index: the newest row of a kind, or the last
  // hour's. Two tries in one instant are told apart by their ids, which follow the order they were written.
  const result = await db.execute(sql`
    select c.channel, d.created_at as last_delivered, f.created_at as last_failed, f.error as last_error,
      (select count(*)::int from delivery_attempts a where a.channel = c.channel and not a.delivered and a.created_at > ${hourAgo}) as failures_last_hour,
      f.id is not null and (d.id is null or (d.created_at, d.id) < (f.created_at, f.id)) as still_failing
    from (values ('mail'), ('push')) as c(channel)
    left join lateral (
      select id, created_at from delivery_attempts a where a.channel = c.channel and a.delivered order by created_at desc, id desc limit 1
    ) d on true
    left join lateral (
      select id, created_at, error from delivery_attempts a where a.channel = c.channel and not a.delivered order by created_at desc, id desc limit 1
    ) f on true`);
  type Row = {
    channel: DeliveryChannel;
    last_delivered: unknown;
    failures_last_hour: number;
    last_failed: unknown;
    last_error: string | null;
    still_failing: boolean;
  };
  const health = (row: Row): DeliveryHealth => {
    const lastFailedAt = dateOf(row.last_failed);
    const failuresLastHour = Number(row.failures_last_hour);
    return {
      lastDeliveredAt: dateOf(row.last_delivered),
      failuresLastHour,
      lastFailure: lastFailedAt ? { at: lastFailedAt, error: row.last_error } : null,
      needsAttention: failuresLastHour > 0 && row.still_failing,
    };
  };
  const rows = rowsOf<Row>(result);
  return { mail: health(rows.find((r) => r.channel === 'mail')!), push: health(rows.find((r) => r.channel === 'push')!) };
}

async function jobsHealth(db: Db, now: Date): Promise<JobsHealth> {
  const figures = await jobFigures(db, now);
  const oldest = figures.reduce<(typeof figures)[number] | null>(
    (found, kind) => (kind.oldestWaitingSeconds > (found?.oldestWaitingSeconds ?? 0) ? kind : found),
    null,
  );
  const failedLastDay = figures.filter((kind) => kind.failedLastDay > 0).map((kind) => ({ kind: kind.kind, count: kind.failedLastDay }));
  const oldestWaitingSeconds = oldest?.oldestWaitingSeconds ?? 0;
  return {
    waiting: figures.reduce((n, kind) => n + kind.waiting, 0),
    oldestWaitingSeconds,
    oldestWaitingKind: oldest?.kind ?? null,
    failedLastDay,
    needsAttention: oldestWaitingSeconds >= STUCK_AFTER_SECONDS || failedLastDay.length > 0,
  };
}

async function maintenanceHealth(db: Db, now: Date): Promise<MaintenanceHealth> {
  const result = await db.execute(sql`
    select max(updated_at) filter (where status = 'done') as last_run, max(updated_at) filter (where status = 'failed') as last_failed
    from jobs where kind = 'daily-maintenance'`);
  const [row] = rowsOf<{ last_run: unknown; last_failed: unknown }>(result);
  const lastRunAt = dateOf(row?.last_run);
  const lastFailedAt = dateOf(row?.last_failed);
  const late = lastRunAt === null || now.getTime() - lastRunAt.getTime() > MAINTENANCE_LATE_HOURS * HOUR_MS;
  return { lastRunAt, lastFailedAt, needsAttention: late || (lastFailedAt !== null && lastFailedAt > lastRunAt!) };
}

export async function getHealth(
  db: Db,
  actor: Actor,
  { config, now = clockNow() }: { config: Pick<Config, 'smtpUrl' | 'mailLogOnly' | 'isProduction'>; now?: Date },
): Promise<Health> {
  requireActorRole(actor, 'admin');
  const [delivery, jobs, maintenance] = await Promise.all([deliveries(db, now), jobsHealth(db, now), maintenanceHealth(db, now)]);
  const mail: MailHealth = config.smtpUrl
    ? { mode: 'smtp', ...delivery.mail }
    : // Production without a mail server reaches nobody unless MAIL=log said so (server/production-checks.ts).
      { mode: config.mailLogOnly ? 'log' : 'outbox', needsAttention: config.isProduction && !config.mailLogOnly };
  return { mail, jobs, push: delivery.push, maintenance };
}
